import {
  type InvoiceRuleSettings,
  invoiceContentLabels,
  invoiceTypeLabels,
  normalizeTaxpayerNumber,
  offeredInvoiceContents,
  offeredInvoiceTypes,
  requiredInvoiceFields,
  withoutInvoiceBankDetails,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Radio, Space, Switch } from "antd-mobile";
import { ChoiceField } from "#attendee/components/ChoiceField";
import { TextInput } from "#attendee/components/TextInput";
import type { FieldRule } from "#attendee/lib/lazy-rule";
import { asksBankDetails, type InvoiceDraft, shownInvoiceFields } from "./invoice-draft";
import { invoiceFieldLabel, invoiceFieldMax } from "./invoice-labels";

type Props = {
  settings: InvoiceRuleSettings;
  /** The types offered here (the conference's, or fewer: a saved invoice is never "no invoice"). */
  types?: readonly InvoiceDraft["invoiceType"][];
  value: InvoiceDraft;
  /** The shared check of one field, by its issue path (`invoice.invoiceTitle`). */
  rule: (path: string) => FieldRule;
  replace: (value: InvoiceDraft) => void;
  /** Test ids start with it (`invoice-invoiceTitle`). */
  testPrefix: string;
};

/**
 * The invoice editor's fields (spec 000 §5 "Invoice edit"), named `invoice.<field>` in the surrounding
 * antd-mobile form: the types offered, the contents the conference allows, what the type carries
 * (title and taxpayer number; the USD receipt's registree, affiliation, address and e-mail; a posted paper
 * invoice's address and phone), "invoice details: yes or no" for the buyer's address, phone, bank and
 * account, and the remark where the conference asks for one.
 */
export function InvoiceFields({ settings, types, value, rule, replace, testPrefix }: Props) {
  const { t, i18n } = useLingui();
  const offered = types ?? offeredInvoiceTypes(settings);
  const required = new Set(requiredInvoiceFields(value.invoiceType, settings));
  const shown = shownInvoiceFields(value, settings);
  const contents = offeredInvoiceContents(settings).map((content) => ({
    value: content as string,
    label: i18n._(invoiceContentLabels[content]),
  }));
  const id = (field: string) => `${testPrefix}-${field}`;

  return (
    <>
      <Form.Item name={["invoice", "invoiceType"]} label={<Trans>Invoice type</Trans>} required>
        <Radio.Group>
          <Space direction="vertical" data-testid={id("invoiceType")}>
            {offered.map((type) => (
              <Radio key={type} value={type} data-testid={id(`invoiceType-${type}`)}>
                {i18n._(invoiceTypeLabels[type])}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {asksBankDetails(value.invoiceType, settings) && (
        <Form.Item
          name={["invoice", "bankDetails"]}
          label={<Trans>Invoice details (address, phone, bank, account)</Trans>}
          valuePropName="checked"
          layout="horizontal"
          childElementPosition="right"
        >
          <Switch
            onChange={(on) =>
              replace(
                on
                  ? { ...value, bankDetails: true }
                  : withoutInvoiceBankDetails({ ...value, bankDetails: false }),
              )
            }
            data-testid={id("bankDetails")}
          />
        </Form.Item>
      )}
      {shown.map((field) => {
        const path = `invoice.${field}`;
        const label = i18n._(invoiceFieldLabel(field, value.invoiceType));
        if (field === "invoiceContent") {
          return (
            <Form.Item key={field} name={["invoice", field]} label={label} rules={[rule(path)]}>
              <ChoiceField<string>
                options={contents}
                placeholder={t`Please choose`}
                title={label}
                testId={id(field)}
              />
            </Form.Item>
          );
        }
        return (
          <Form.Item
            key={field}
            name={["invoice", field]}
            label={label}
            required={required.has(field)}
            rules={[rule(path)]}
            validateTrigger="onBlur"
            normalize={
              field === "taxpayerNumber" ? (raw?: string) => normalizeTaxpayerNumber(raw ?? "") : undefined
            }
          >
            <TextInput clearable maxLength={invoiceFieldMax[field]} testId={id(field)} />
          </Form.Item>
        );
      })}
    </>
  );
}
