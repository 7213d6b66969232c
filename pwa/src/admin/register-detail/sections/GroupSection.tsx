import {
  type AdminRegistrationDetail,
  groupDiscountText,
  groupStatusLabels,
  groupTypeLabels,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Button, Empty, Tag } from "antd";
import { useState } from "react";
import { useConferenceTime } from "#admin/format";
import { GroupMembersDialog } from "#admin/groups/GroupMembersDialog";
import { useCan } from "#admin/permissions";
import { ItemList } from "../ItemList";

/** The registration's group (spec 002 §3 Group): its code, scheme and discount, status and members. */
export function GroupSection({ detail }: { detail: AdminRegistrationDetail }) {
  const { t, i18n } = useLingui();
  const time = useConferenceTime();
  const mayOpen = useCan("groups.read");
  const [open, setOpen] = useState(false);
  const { group } = detail;
  if (!group) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Not in a group`} />;
  const discount = groupDiscountText(group.discountBp);
  const role = group.isRemoved ? t`Left the group` : group.isManager ? t`Group leader` : t`Member`;
  return (
    <ItemList
      items={[
        {
          label: t`Group code`,
          value: <span className="adm-mono">{group.groupCode}</span>,
          testId: "panel-group-code",
        },
        { label: t`Group type`, value: i18n._(groupTypeLabels[group.groupType]) },
        {
          label: t`Discount`,
          value: i18n._(discount.label.id, discount.values),
          testId: "panel-group-discount",
        },
        {
          label: t`Group status`,
          value: <Tag variant="outlined">{i18n._(groupStatusLabels[group.groupStatus])}</Tag>,
        },
        {
          label: t`Members`,
          value: (
            <>
              {t`${group.memberCount} of ${group.minNumber}–${group.maxNumber}, ${group.payNumber} paid`}
              {mayOpen && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setOpen(true)}
                  data-testid="panel-group-members"
                >
                  {t`Members`}
                </Button>
              )}
              {open && (
                <GroupMembersDialog groupId={group.id} current={detail.id} onClose={() => setOpen(false)} />
              )}
            </>
          ),
        },
        { label: t`Role`, value: role },
        { label: t`Created at`, value: time(group.createTime, detail.conference.id), span: 2 },
      ]}
    />
  );
}
