import { type ConferenceView, type ExtraItem, ExtraItemType, extrasShown } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Col, Form, Input, Radio, Row, Select } from "antd";
import type { ReactNode } from "react";
import { titleOf, useAdminLocale } from "#admin/format";
import type { IssueProps } from "./use-form-issues";

/**
 * Extra information (spec 002 §2): each of the conference's questions by its type: text, long text, a
 * single choice, a drop-down, several choices; required ones marked. An invitation code may hide them.
 */
export function ExtraFields({ conference, issue }: { conference: ConferenceView; issue: IssueProps }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  if (!extrasShown(conference.invitation) || conference.extraItems.length === 0)
    return <p className="adm-sub">{t`This conference asks no extra questions.`}</p>;
  const control = (item: ExtraItem): ReactNode => {
    const options = item.options.map((o) => ({ value: o.value, label: titleOf(o.label, locale) }));
    switch (item.type) {
      case ExtraItemType.longText:
        return <Input.TextArea rows={3} maxLength={2000} />;
      case ExtraItemType.single:
        return <Radio.Group options={options} />;
      case ExtraItemType.select:
        return <Select options={options} allowClear />;
      case ExtraItemType.multiple:
        return <Checkbox.Group options={options} />;
      default:
        return <Input maxLength={200} />;
    }
  };
  return (
    <Row gutter={16}>
      {conference.extraItems.map((item) => (
        <Col key={item.id} xs={24} sm={item.type === ExtraItemType.longText ? 24 : 12}>
          <Form.Item
            name={["extras", String(item.id)]}
            label={titleOf(item.title, locale)}
            required={item.required}
            data-testid={`edit-extra-${item.id}`}
            {...issue(`extras.${item.id}`)}
          >
            {control(item)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
