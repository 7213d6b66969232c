import { SaveOutlined } from "@ant-design/icons";
import type { SocietySettingsInput, SystemSettings } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, App, Button, Card, Col, Form, Input, Row } from "antd";
import { showFieldErrors } from "#admin/conferences/form-errors";
import { useSaveSystemSettings } from "#admin/queries/system-settings";
import { ApiClientError, errorText } from "#api/errors";
import { emptySociety, societySections } from "./society-fields";

/** The stored values over an empty form, so a never-saved server starts with blank fields. */
const initialOf = (values: SystemSettings["values"]): SocietySettingsInput => ({
  society: values.society ?? emptySociety.society,
  bankAccounts: values.bankAccounts ?? emptySociety.bankAccounts,
  supportEmail: values.supportEmail ?? "",
});

/** The society's identity, bank accounts and support address: saved together, each change audited. */
export function SocietyForm({ values }: { values: SystemSettings["values"] }) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const [form] = Form.useForm<SocietySettingsInput>();
  const save = useSaveSystemSettings();
  const submit = (input: SocietySettingsInput) =>
    save.mutate(input, {
      onSuccess: () => void message.success(t`Settings saved.`),
      onError: (error) => void showFieldErrors(form, error, i18n),
    });
  const fieldErrors = save.error instanceof ApiClientError && Object.keys(save.error.fields).length > 0;
  return (
    <Form<SocietySettingsInput>
      form={form}
      layout="vertical"
      initialValues={initialOf(values)}
      onFinish={submit}
      data-testid="settings-form"
    >
      {societySections.map((section) => (
        <Card key={section.key} size="small" title={i18n._(section.title)} className="adm-settings-section">
          <Row gutter={16}>
            {section.fields.map((field) => (
              <Col key={field.path.join(".")} xs={24} md={12}>
                <Form.Item
                  name={field.path as string[]}
                  label={i18n._(field.label)}
                  rules={field.required ? [{ required: true, message: t`This field is required.` }] : []}
                >
                  <Input data-testid={`settings-${field.path.join("-")}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
      {save.isError && !fieldErrors && <Alert type="error" showIcon title={errorText(save.error)} />}
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={save.isPending}
        data-testid="settings-save"
      >
        <Trans>Save</Trans>
      </Button>
    </Form>
  );
}
