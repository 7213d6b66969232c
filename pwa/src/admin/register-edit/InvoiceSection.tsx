import { type ConferenceView, editedInvoiceType, type InvoiceType } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Form, Row } from "antd";
import { InvoiceFields } from "#admin/invoices/InvoiceFields";
import type { FormValues } from "./form-values";
import type { IssueProps } from "./use-form-issues";

type Props = {
  conference: ConferenceView;
  values: FormValues;
  /** Applied for or issued: corrected in the invoice list, not here. */
  locked: boolean;
  /** Editing keeps the stored details unless changed; adding uses the conference's default unless filled in. */
  editing: boolean;
  issue: IssueProps;
};

/** Invoice information: the buyer's details by type (taxpayer number and bank fields normalised). */
export function InvoiceSection({ conference, values, locked, editing, issue }: Props) {
  const { t } = useLingui();
  if (locked)
    return (
      <p className="adm-sub">{t`The invoice was applied for or issued: correct it in the invoice list.`}</p>
    );
  const settings = conference.settings;
  const type = editedInvoiceType((values.invoice?.invoiceType ?? 5) as InvoiceType, settings);
  return (
    <>
      <Form.Item name="invoiceChosen" valuePropName="checked">
        <Checkbox data-testid="edit-invoice-change">
          {editing ? t`Change the invoice details` : t`Fill in the invoice details now`}
        </Checkbox>
      </Form.Item>
      {values.invoiceChosen && (
        <Row gutter={16}>
          <InvoiceFields
            settings={settings}
            type={type}
            prefix={["invoice"]}
            testIdPrefix="edit-invoice"
            itemProps={(field) => issue(`invoice.${field}`)}
          />
        </Row>
      )}
    </>
  );
}
