import {
  type InvoiceDetailField,
  type InvoiceRuleSettings,
  type InvoiceType,
  invoiceContentLabels,
  invoiceFieldsOf,
  invoiceTypeLabels,
  offeredInvoiceContents,
  offeredInvoiceTypes,
} from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Col, Form, type FormItemProps, Input, Select } from "antd";

/** Each detail's label and longest length (shared `invoiceInput`); `wide` takes a whole row. */
export const invoiceDetailFields: Record<
  InvoiceDetailField,
  { label: MessageDescriptor; max: number; wide?: boolean }
> = {
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

type Props = {
  settings: InvoiceRuleSettings;
  type: InvoiceType;
  /** Where the fields sit in the form (the registration form keeps them under `invoice`). */
  prefix?: string[];
  /** Extra props per field: required rules, or the findings to show. */
  itemProps?: (field: InvoiceDetailField | "invoiceType") => Partial<FormItemProps>;
  testIdPrefix: string;
  disabled?: boolean;
};

/**
 * The buyer's invoice details as a form edits them (spec 000 §3 Invoice): the types the conference offers,
 * then the fields the chosen type keeps (shared `invoiceFieldsOf`), in two columns.
 */
export function InvoiceFields({ settings, type, prefix = [], itemProps, testIdPrefix, disabled }: Props) {
  const { t, i18n } = useLingui();
  const contents = offeredInvoiceContents(settings);
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item
          name={[...prefix, "invoiceType"]}
          label={t`Invoice type`}
          required
          {...itemProps?.("invoiceType")}
        >
          <Select
            disabled={disabled}
            data-testid={`${testIdPrefix}-type`}
            options={offeredInvoiceTypes(settings).map((value) => ({
              value,
              label: i18n._(invoiceTypeLabels[value]),
            }))}
          />
        </Form.Item>
      </Col>
      {invoiceFieldsOf(type, settings).map((field) => {
        const { label, max, wide } = invoiceDetailFields[field];
        return (
          <Col key={field} xs={24} sm={wide ? 24 : 12}>
            <Form.Item name={[...prefix, field]} label={i18n._(label)} {...itemProps?.(field)}>
              {field === "invoiceContent" ? (
                <Select
                  disabled={disabled}
                  data-testid={`${testIdPrefix}-invoiceContent`}
                  options={contents.map((value) => ({ value, label: i18n._(invoiceContentLabels[value]) }))}
                />
              ) : (
                <Input maxLength={max} disabled={disabled} data-testid={`${testIdPrefix}-${field}`} />
              )}
            </Form.Item>
          </Col>
        );
      })}
    </>
  );
}
