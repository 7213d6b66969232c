import {
  type AdminInvoiceDetail,
  editedInvoiceType,
  type InvoiceDetailField,
  type InvoiceDetailsInput,
  type InvoiceType,
  invoiceFieldsOf,
  offeredInvoiceContents,
  requiredInvoiceFields,
  validationIds,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, Form, Modal, Row } from "antd";
import { ApiClientError, errorText } from "#api/errors";
import { useInvoiceDetailsEdit } from "./detail-queries";
import { invoiceDetailFields as fields, InvoiceFields } from "./InvoiceFields";

type Values = { invoiceType: InvoiceType } & Partial<Record<InvoiceDetailField, string>>;

type Props = { detail: AdminInvoiceDetail; onSaved: (changed: string[]) => void; onClose: () => void };

/**
 * Finance corrects the buyer's details while nothing is issued (manage-invoice/updateInvoice): the types
 * this conference offers, the fields the chosen type keeps and requires (the shared rules), and the
 * server's findings on their fields.
 */
export function InvoiceEditDialog({ detail, onSaved, onClose }: Props) {
  const { t, i18n } = useLingui();
  const save = useInvoiceDetailsEdit();
  const [form] = Form.useForm<Values>();
  const settings = detail.invoiceSettings;
  const initialType = editedInvoiceType(detail.invoiceType, settings);
  const type = Form.useWatch("invoiceType", form) ?? initialType;
  const shown = invoiceFieldsOf(type, settings);
  const required = new Set(requiredInvoiceFields(type, settings));
  const contents = offeredInvoiceContents(settings);
  const storedContent = contents.find((content) => content === detail.invoiceContent);

  const submit = (values: Values) => {
    const details = { invoiceType: values.invoiceType } as InvoiceDetailsInput;
    for (const field of Object.keys(fields) as InvoiceDetailField[])
      (details as Record<InvoiceDetailField, string>)[field] = shown.includes(field)
        ? (values[field] ?? "")
        : "";
    save.mutate(
      { id: detail.id, details },
      {
        onSuccess: ({ changed }) => onSaved(changed),
        onError: (error) => {
          if (!(error instanceof ApiClientError)) return;
          form.setFields(
            Object.values(error.fields).map((issue) => ({
              name: issue.path.replace(/^invoice\./, "") as keyof Values,
              errors: [
                issue.code.startsWith("validation.") ? i18n._(issue.code, issue.params) : issue.message,
              ],
            })),
          );
        },
      },
    );
  };
  const fieldErrors = save.error instanceof ApiClientError && Object.keys(save.error.fields).length > 0;

  return (
    <Modal
      open
      centered
      destroyOnHidden
      width={720}
      title={t`Edit invoice details`}
      okText={t`Save`}
      cancelText={t`Cancel`}
      okButtonProps={{ ...({ "data-testid": "invoice-edit-save" } as object) }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      styles={{ body: { maxHeight: "calc(100vh - 220px)", overflowY: "auto", paddingRight: 4 } }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={submit}
        data-testid="invoice-edit-form"
        initialValues={{
          invoiceType: initialType,
          ...Object.fromEntries(
            Object.keys(fields).map((field) => [field, detail[field as InvoiceDetailField]]),
          ),
          invoiceContent: storedContent ?? contents[0],
        }}
      >
        <Row gutter={16}>
          <InvoiceFields
            settings={settings}
            type={type}
            testIdPrefix="invoice-edit"
            itemProps={(field) =>
              field !== "invoiceType" && required.has(field)
                ? { rules: [{ required: true, whitespace: true, message: i18n._(validationIds.required) }] }
                : {}
            }
          />
        </Row>
      </Form>
      {save.isError && !fieldErrors && <Alert type="error" showIcon title={errorText(save.error)} />}
    </Modal>
  );
}
