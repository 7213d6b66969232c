import { type AdminGroupMember, payStateLabels, registrantFieldDescriptors } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, Descriptions, Table, Tag } from "antd";
import { DetailModal } from "#admin/components/DetailModal";
import { formatAmount, orEmpty, useAdminLocale } from "#admin/format";
import { groupMembersQuery } from "#admin/queries/groups";
import { payStateColors } from "#admin/status-colors";
import { discountText } from "./discount";

/**
 * A group and its members (spec 002 §2 the group list's detail, member list of a group): the leader
 * marked, those who left shown as such, each member's fee and what their payment shows as.
 */
export function GroupMembersDialog({
  groupId,
  current,
  onClose,
}: {
  groupId: number | null;
  /** The registration the dialog was opened from (the registration panel's), marked in the list. */
  current?: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  // The registrant's fields as the registry names them everywhere (form, list, export).
  const field = (name: "name" | "unit" | "job" | "position" | "email") =>
    i18n._(registrantFieldDescriptors[name].label);
  const detail = useQuery({ ...groupMembersQuery(groupId ?? 0), enabled: groupId !== null });
  return (
    <DetailModal
      open={groupId !== null}
      onClose={onClose}
      width={1000}
      title={<Trans>Group members</Trans>}
      footer={<Button onClick={onClose}>{t`Close`}</Button>}
      testId="group-members-dialog"
      detail={detail}
    >
      {({ group, members }) => (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} className="adm-detail-items">
            <Descriptions.Item label={t`Group code`}>
              <span className="adm-mono">{group.groupCode}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t`Leader`}>{orEmpty(group.leader?.name)}</Descriptions.Item>
            <Descriptions.Item label={t`Discount`}>
              {discountText(i18n, group.scheme.discount)}
            </Descriptions.Item>
          </Descriptions>
          <Table<AdminGroupMember>
            rowKey="registrationId"
            size="small"
            pagination={false}
            scroll={{ x: 900 }}
            dataSource={members}
            onRow={() => ({ "data-testid": "group-member-row" }) as object}
            columns={[
              {
                key: "name",
                title: field("name"),
                width: 140,
                render: (_v, m) => (
                  <>
                    {m.name} {m.isLeader && <Tag color="blue">{t`Leader`}</Tag>}
                    {m.registrationId === current && (
                      <Tag color="gold" data-testid="group-member-current">
                        {t`This registration`}
                      </Tag>
                    )}
                    {m.removed && <Tag data-testid="group-member-left">{t`Left the group`}</Tag>}
                  </>
                ),
              },
              {
                key: "unit",
                title: field("unit"),
                width: 150,
                ellipsis: true,
                render: (_v, m) => orEmpty(m.unit),
              },
              { key: "job", title: field("job"), width: 100, render: (_v, m) => orEmpty(m.job) },
              {
                key: "position",
                title: field("position"),
                width: 100,
                render: (_v, m) => orEmpty(m.position),
              },
              {
                key: "email",
                title: field("email"),
                width: 180,
                ellipsis: true,
                render: (_v, m) => orEmpty(m.email),
              },
              {
                key: "fee",
                title: t`Fee`,
                width: 100,
                align: "right",
                render: (_v, m) => formatAmount(m.totalFee, m.currency, locale),
              },
              {
                key: "pay",
                title: t`Payment status`,
                width: 130,
                render: (_v, m) => (
                  <Tag color={payStateColors[m.payState]}>{i18n._(payStateLabels[m.payState])}</Tag>
                ),
              },
            ]}
          />
        </>
      )}
    </DetailModal>
  );
}
