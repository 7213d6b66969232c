import {
  type AdminInvoiceDetail,
  editedInvoiceType,
  type InvoiceDetailField,
  type InvoiceDetailsInput,
  type InvoiceType,
  invoiceContentLabels,
  invoiceFieldsOf,
  invoiceTypeLabels,
  offeredInvoiceContents,
  offeredInvoiceTypes,
  requiredInvoiceFields,
  validationIds,
} from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Alert, Col, Form, Input, Modal, Row, Select } from "antd";
import { ApiClientError, errorText } from "#api/errors";
import { useInvoiceDetailsEdit } from "./detail-queries";

type Values = { invoiceType: InvoiceType } & Partial<Record<InvoiceDetailField, string>>;

/** Each detail's label and longest length (shared `invoiceInput`); `wide` takes a whole row. */
const fields: Record<InvoiceDetailField, { label: MessageDescriptor; max: number; wide?: boolean }> = {
  invoiceContent: { label: msg`Invoice content`, max: 40 },
  invoiceTitle: { label: msg`Invoice title`, max: 100, wide: true },
  taxpayerNumber: { label: msg`Taxpayer number`, max: 30 },
  unit: { label: msg`Buyer's unit`, max: 100 },
  address: { label: msg`Address`, max: 200 },
  phone: { label: msg`Phone`, max: 40 },
  bank: { label: msg`Bank`, max: 100 },
  account: { label: msg`Account`, max: 60 },
  postAddress: { label: msg`Post address`, max: 200 },
  postPhone: { label: msg`Post phone`, max: 30 },
  postEmail: { label: msg`Post e-mail`, max: 100 },
  registree: { label: msg`Registree`, max: 50 },
  remark: { label: msg`Remark`, max: 200, wide: true },
};

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
          <Col xs={24} sm={12}>
            <Form.Item name="invoiceType" label={t`Invoice type`} required>
              <Select
                data-testid="invoice-edit-type"
                options={offeredInvoiceTypes(settings).map((value) => ({
                  value,
                  label: i18n._(invoiceTypeLabels[value]),
                }))}
              />
            </Form.Item>
          </Col>
          {shown.map((field) => {
            const { label, max, wide } = fields[field];
            const rules = required.has(field)
              ? [{ required: true, whitespace: true, message: i18n._(validationIds.required) }]
              : [];
            return (
              <Col key={field} xs={24} sm={wide ? 24 : 12}>
                <Form.Item name={field} label={i18n._(label)} rules={rules}>
                  {field === "invoiceContent" ? (
                    <Select
                      data-testid="invoice-edit-invoiceContent"
                      options={contents.map((value) => ({
                        value,
                        label: i18n._(invoiceContentLabels[value]),
                      }))}
                    />
                  ) : (
                    <Input maxLength={max} data-testid={`invoice-edit-${field}`} />
                  )}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
      {save.isError && !fieldErrors && <Alert type="error" showIcon title={errorText(save.error)} />}
    </Modal>
  );
}
