import { type ConferenceView, groupDiscountText, type PanelGroup } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input } from "antd";
import type { IssueProps } from "./use-form-issues";

type Props = { conference: ConferenceView; group: PanelGroup | null; mayJoin: boolean; issue: IssueProps };

/**
 * Group information (spec 002 §2, §5): the group it is in, or, while unpaid and in none, a group code to
 * join, checked when saving (not found 1, expired 2, full 3: the spec's messages at the field).
 */
export function GroupField({ conference, group, mayJoin, issue }: Props) {
  const { t, i18n } = useLingui();
  if (group) {
    const discount = groupDiscountText(group.discountBp);
    return (
      <p data-testid="edit-group">
        {t`Group ${group.groupCode}`} · {i18n._(discount.label.id, discount.values)}
      </p>
    );
  }
  if (!conference.settings.isGroup)
    return <p className="adm-sub">{t`This conference has no group discounts.`}</p>;
  const found = issue("group.join").help ? issue("group.join") : issue("group");
  return (
    <Form.Item
      name="groupCode"
      label={t`Group code`}
      extra={mayJoin ? t`Leave empty to stay out of a group.` : t`A group can be joined only while unpaid.`}
      {...found}
    >
      <Input maxLength={20} disabled={!mayJoin} style={{ maxWidth: 240 }} data-testid="edit-group-code" />
    </Form.Item>
  );
}
