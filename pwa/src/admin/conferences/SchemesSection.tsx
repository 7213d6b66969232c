import { type GroupSchemeRecord, groupTypeLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Card, Table } from "antd";
import { LoadError } from "#admin/components/LoadError";
import { useConferenceTime } from "#admin/format";
import { discountText } from "#admin/groups/discount";
import { groupSchemesQuery } from "#admin/queries/conference-editor";
import { DeleteSchemeButton } from "./DeleteSchemeButton";
import { NewSchemeButton } from "./SchemeDialog";

/**
 * The conference's group discount schemes (spec 002 groupSchemeList, newGroupScheme): group type, head
 * counts and discount; a scheme with groups is not deleted (此优惠方案已有组团，不能删除！).
 */
export function SchemesSection({ conferenceId }: { conferenceId: number }) {
  const { t, i18n } = useLingui();
  const schemes = useQuery(groupSchemesQuery(conferenceId));
  const time = useConferenceTime();
  const discount = (factor: number) => discountText(i18n, factor);
  return (
    <Card
      size="small"
      className="adm-card"
      title={t`Group discount schemes`}
      extra={<NewSchemeButton conferenceId={conferenceId} />}
    >
      {schemes.isError ? (
        <LoadError error={schemes.error} onRetry={() => void schemes.refetch()} />
      ) : (
        <Table<GroupSchemeRecord>
          rowKey="id"
          size="small"
          pagination={false}
          loading={schemes.isPending}
          dataSource={schemes.data ?? []}
          onRow={(s) => ({ "data-testid": "schemes-row", "data-id": s.id }) as object}
          columns={[
            {
              title: t`Group type`,
              key: "type",
              render: (_, s) => i18n._(groupTypeLabels[s.groupType as 0 | 1]),
            },
            { title: t`Discount`, key: "discount", render: (_, s) => discount(s.discount) },
            { title: t`Fewest people`, dataIndex: "minNumber", key: "min", align: "right" },
            { title: t`Most people`, dataIndex: "maxNumber", key: "max", align: "right" },
            { title: t`Groups`, dataIndex: "groups", key: "groups", align: "right" },
            { title: t`Created`, key: "created", render: (_, s) => time(s.createTime, conferenceId) },
            {
              title: t`Actions`,
              key: "actions",
              render: (_, s) => <DeleteSchemeButton conferenceId={conferenceId} schemeId={s.id} />,
            },
          ]}
        />
      )}
    </Card>
  );
}
