import {
  InvoiceType,
  type SavedInvoice,
  savableInvoiceTypes,
  savedInvoiceIssues,
  savedInvoiceSettings,
} from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useSignedInArea } from "#attendee/attendee-context";
import { useSaveSavedInvoice } from "#attendee/queries/saved-invoices";
import { InvoiceEditorSheet } from "./InvoiceEditorSheet";
import { blankInvoiceDraft, draftOf } from "./invoice-draft";

/** A new saved invoice: digital (the common case), its content left to each conference. */
const newSaved = {
  ...blankInvoiceDraft(savedInvoiceSettings),
  invoiceType: InvoiceType.digital,
  invoiceContent: "",
};

type Props = {
  /** The saved invoice to edit; null adds one. */
  saved: SavedInvoice | null;
  onSaved: (saved: SavedInvoice) => void;
  onClose: () => void;
};

/**
 * Adds or edits a saved common invoice of the account (spec 000 §7 "saved invoices: add, edit"). It
 * belongs to the account, not to this conference: every savable type and content is offered, and the
 * society rule is the server's (the society is in its settings).
 */
export function SavedInvoiceSheet({ saved, onSaved, onClose }: Props) {
  const { account } = useSignedInArea();
  const save = useSaveSavedInvoice(account.id);
  const settings = savedInvoiceSettings;
  return (
    <InvoiceEditorSheet
      title={saved ? <Trans>Edit saved invoice</Trans> : <Trans>Add a saved invoice</Trans>}
      settings={settings}
      types={savableInvoiceTypes}
      initial={saved ? draftOf(saved, settings) : newSaved}
      rules={(invoice) => savedInvoiceIssues(invoice, null)}
      save={async (invoice) => onSaved(await save.mutateAsync({ id: saved?.id ?? null, body: { invoice } }))}
      onClose={onClose}
      testId="saved-invoice-sheet"
    />
  );
}
