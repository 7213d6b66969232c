import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import {
  type GroupSchemeInput,
  type GroupSchemeRecord,
  groupSchemeInput,
  groupTypeLabels,
  groupTypeValues,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Card, Col, Form, InputNumber, Popconfirm, Row, Select, Table } from "antd";
import { useState } from "react";
import { LoadError } from "#admin/components/LoadError";
import { useConferenceTime } from "#admin/format";
import { discountText } from "#admin/groups/discount";
import { groupSchemesQuery, useCreateScheme, useDeleteScheme } from "#admin/queries/conference-editor";
import { schemaRule } from "#admin/schema-rule";
import { errorText } from "#api/errors";
import { ItemDialog } from "./ItemDialog";

const blank: Required<GroupSchemeInput> = { groupType: 0, minNumber: 5, maxNumber: 10_000, discount: 0.9 };

/**
 * The conference's group discount schemes (spec 002 groupSchemeList, newGroupScheme): group type, head
 * counts and discount; a scheme with groups is not deleted (此优惠方案已有组团，不能删除！).
 */
export function SchemesSection({ conferenceId }: { conferenceId: number }) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const schemes = useQuery(groupSchemesQuery(conferenceId));
  const create = useCreateScheme(conferenceId);
  const remove = useDeleteScheme(conferenceId);
  const [adding, setAdding] = useState(false);
  const time = useConferenceTime();
  const discount = (factor: number) => discountText(i18n, factor);
  return (
    <Card
      size="small"
      className="adm-card"
      title={t`Group discount schemes`}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          data-testid="schemes-add"
        >
          <Trans>New discount plan</Trans>
        </Button>
      }
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
              render: (_, s) => (
                <Popconfirm
                  title={t`Delete this discount plan?`}
                  okText={t`Delete`}
                  cancelText={t`Cancel`}
                  okButtonProps={{ danger: true, ...({ "data-testid": "schemes-delete-confirm" } as object) }}
                  onConfirm={() =>
                    remove
                      .mutateAsync(s.id)
                      .then(() => void message.success(t`Deleted.`))
                      .catch((error: unknown) => void message.error(errorText(error)))
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />} data-testid="schemes-delete">
                    <Trans>Delete</Trans>
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      )}
      {adding && (
        <ItemDialog<Required<GroupSchemeInput>>
          title={t`New discount plan`}
          initialValues={blank}
          saving={create.isPending}
          testId="schemes"
          onClose={() => setAdding(false)}
          onSave={(values) =>
            create.mutateAsync(values).then(() => {
              setAdding(false);
              void message.success(t`Created.`);
            })
          }
        >
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="groupType" label={t`Group type`}>
                <Select
                  options={groupTypeValues.map((value) => ({ value, label: i18n._(groupTypeLabels[value]) }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="discount"
                label={t`Discount factor`}
                extra={t`0.9 is 10% off (9折); 1 is no discount.`}
                rules={[schemaRule(groupSchemeInput.shape.discount, i18n)]}
              >
                {/* No min or max: the input would turn 1.5 into 1 in silence; the rule refuses it here. */}
                <InputNumber step={0.05} className="adm-fill" data-testid="scheme-discount" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="minNumber" label={t`Fewest people`}>
                <InputNumber className="adm-fill" data-testid="scheme-min" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="maxNumber" label={t`Most people`}>
                <InputNumber className="adm-fill" />
              </Form.Item>
            </Col>
          </Row>
        </ItemDialog>
      )}
    </Card>
  );
}
