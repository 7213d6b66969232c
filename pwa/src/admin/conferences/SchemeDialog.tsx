import { PlusOutlined } from "@ant-design/icons";
import { type GroupSchemeInput, groupSchemeInput, groupTypeLabels, groupTypeValues } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button, Col, Form, InputNumber, Row, Select } from "antd";
import { useState } from "react";
import { useCreateScheme } from "#admin/queries/conference-editor";
import { schemaRule } from "#admin/schema-rule";
import { ItemDialog } from "./ItemDialog";

const blank: Required<GroupSchemeInput> = { groupType: 0, minNumber: 5, maxNumber: 10_000, discount: 0.9 };

/** newGroupScheme (spec 002 §2): a conference's new discount plan: group type, discount, head counts. */
export function SchemeDialog({ conferenceId, onClose }: { conferenceId: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const create = useCreateScheme(conferenceId);
  return (
    <ItemDialog<Required<GroupSchemeInput>>
      title={t`New discount plan`}
      initialValues={blank}
      saving={create.isPending}
      testId="schemes"
      onClose={onClose}
      onSave={(values) =>
        create.mutateAsync(values).then(() => {
          onClose();
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
  );
}

/** "New discount plan" and its dialog, for one conference (its editor, the plan list in its scope). */
export function NewSchemeButton({ conferenceId }: { conferenceId: number }) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setAdding(true)}
        data-testid="schemes-add"
      >
        <Trans>New discount plan</Trans>
      </Button>
      {adding && <SchemeDialog conferenceId={conferenceId} onClose={() => setAdding(false)} />}
    </>
  );
}
