import {
  Currency,
  type InvoiceInput,
  invoiceCapIssue,
  invoiceIssues,
  type OwnInvoice,
  type RegistrationDetail,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSignedInArea } from "#attendee/attendee-context";
import { ChoiceField } from "#attendee/components/ChoiceField";
import { showToast } from "#attendee/components/toast";
import { savedInvoicesQuery, useEditOwnInvoice } from "#attendee/queries/saved-invoices";
import { InvoiceEditorSheet } from "./InvoiceEditorSheet";
import { draftOf, type InvoiceDraft } from "./invoice-draft";

type Props = { registration: RegistrationDetail; invoice: OwnInvoice; onClose: () => void };

/**
 * registerDetail's "edit invoice" (confirm edit invoice): the form's editor on the stored details, which
 * may also start from a saved common invoice; the conference's rules, the payment method's (PayPal takes
 * a USD receipt or none) and the cap on the fee.
 */
export function OwnInvoiceSheet({ registration, invoice, onClose }: Props) {
  const { t } = useLingui();
  const { conference, account } = useSignedInArea();
  const { settings } = conference;
  const saved = useQuery(savedInvoicesQuery(account.id));
  const edit = useEditOwnInvoice(registration.id);
  const s = registration.standing;

  const rules = (input: InvoiceInput) => {
    const issues = invoiceIssues({ settings, payType: s.payType, society: null }, input);
    const cap =
      s.currency === Currency.cny ? invoiceCapIssue(input.invoiceType, Math.max(s.fee, s.paid)) : null;
    return cap ? [...issues, cap] : issues;
  };
  const save = async (input: InvoiceInput) => {
    await edit.mutateAsync({ invoice: input });
    showToast({ icon: "success", content: t`Invoice details saved` });
  };
  const fromSaved = (fill: (draft: InvoiceDraft) => void) =>
    (saved.data?.length ?? 0) > 0 && (
      <div className="att-invoice-from-saved">
        <span className="att-muted">
          <Trans>Fill in from a saved invoice</Trans>
        </span>
        <ChoiceField<number>
          options={(saved.data ?? []).map((row) => ({
            value: row.id,
            label: row.invoiceTitle || row.registree,
          }))}
          placeholder={t`Please choose`}
          title={t`Saved invoices`}
          onChange={(id) => {
            const row = saved.data?.find((candidate) => candidate.id === id);
            if (row) fill(draftOf(row, settings));
          }}
          testId="own-invoice-from-saved"
        />
      </div>
    );

  return (
    <InvoiceEditorSheet
      title={<Trans>Edit invoice</Trans>}
      settings={settings}
      initial={draftOf(invoice, settings)}
      rules={rules}
      save={save}
      onClose={onClose}
      testId="own-invoice-sheet"
      header={fromSaved}
    />
  );
}
