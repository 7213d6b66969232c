import { DeleteOutlined, PlusOutlined, SaveOutlined } from "@ant-design/icons";
import type { ConferenceEditorView, FeeRow } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, App, Button, Card, Form, InputNumber, Select, Space } from "antd";
import { useState } from "react";
import { titleOf, useAdminLocale } from "#admin/format";
import { useSaveFeeTable } from "#admin/queries/conference-editor";
import { errorText } from "#api/errors";
import { showFieldErrors } from "./form-errors";
import { MoneyInput } from "./MoneyInput";

type Values = { rows: FeeRow[] };

/**
 * The fee table by number of papers (spec 000 fee rules): per participant type and paper count, the fee,
 * the early-bird fee, the pages included and the fee per page over them. Saved whole.
 */
export function FeeTableSection({ view }: { view: ConferenceEditorView }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveFeeTable(view.conference.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const types = view.participantTypes.map((type) => ({ value: type.id, label: titleOf(type.title, locale) }));
  const submit = (values: Values) => {
    setRefusal(null);
    save.mutate(
      { rows: values.rows ?? [] },
      {
        onSuccess: () => void message.success(t`The fee table is saved.`),
        onError: (error) => {
          if (!showFieldErrors(form, error, i18n)) setRefusal(errorText(error));
        },
      },
    );
  };
  const header = [
    t`Participant type`,
    t`Number of papers`,
    t`Fee`,
    t`Early-bird fee`,
    t`Pages included`,
    t`Fee per page over`,
  ];
  return (
    <Card size="small" className="adm-card" title={t`Fee table by number of papers`}>
      <p className="adm-sub cfe-note">
        <Trans>
          A row replaces the type's fee for registrations with that many papers; pages over the included ones
          cost extra, per paper.
        </Trans>
      </p>
      <Form<Values>
        form={form}
        initialValues={{ rows: view.feeRows }}
        onFinish={submit}
        data-testid="fee-table"
      >
        <div className="cfe-fee-grid cfe-fee-head">
          {header.map((text) => (
            <span key={text}>{text}</span>
          ))}
          <span />
        </div>
        <Form.List name="rows">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <div className="cfe-fee-grid" key={row.key} data-testid="fee-row">
                  <Form.Item
                    name={[row.name, "participantTypeId"]}
                    rules={[{ required: true, message: t`Choose a type` }]}
                  >
                    <Select options={types} data-testid="fee-type" />
                  </Form.Item>
                  <Form.Item name={[row.name, "paperNum"]}>
                    <InputNumber className="adm-fill" data-testid="fee-paperNum" />
                  </Form.Item>
                  <Form.Item name={[row.name, "fee"]}>
                    <MoneyInput testId="fee-fee" />
                  </Form.Item>
                  <Form.Item name={[row.name, "discountFee"]}>
                    <MoneyInput testId="fee-discountFee" />
                  </Form.Item>
                  <Form.Item name={[row.name, "pageLimit"]}>
                    <InputNumber className="adm-fill" />
                  </Form.Item>
                  <Form.Item name={[row.name, "overPageFee"]}>
                    <MoneyInput />
                  </Form.Item>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t`Remove`}
                    onClick={() => remove(row.name)}
                  />
                </div>
              ))}
              <Space>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({
                      participantTypeId: types[0]?.value,
                      paperNum: 1,
                      fee: 0,
                      discountFee: 0,
                      pageLimit: view.conference.settings.pageLimit,
                      overPageFee: 0,
                    })
                  }
                  data-testid="fee-add"
                >
                  <Trans>Add a row</Trans>
                </Button>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  htmlType="submit"
                  loading={save.isPending}
                  data-testid="fee-save"
                >
                  <Trans>Save the fee table</Trans>
                </Button>
              </Space>
            </>
          )}
        </Form.List>
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </Form>
    </Card>
  );
}
