import type { IssueOutcome, IssueOutcomeBody } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { App } from "antd";
import { useState } from "react";
import { DocumentMissingDialog } from "./DocumentMissingDialog";
import { outcomeMessages, pendingAlert } from "./outcomes";
import { useInvoicePolling } from "./use-invoice-polling";

/**
 * What the back office does with an invoice action's answer (spec 002 §4): a notice by outcome; "pending"
 * starts the 5-second checks (the invoice shows as waiting for the platform) and, if they are spent
 * without an answer, the pending alert; "documentMissing" opens the Retry or Back dialog. The list page
 * and its detail dialog share one, so an invoice waits once wherever it was sent.
 */
export function useInvoiceOutcome() {
  const { t, i18n } = useLingui();
  const { message, modal } = App.useApp();
  const [missingId, setMissingId] = useState<number | null>(null);

  const tell = (outcome: IssueOutcome) => {
    const { text, level } = outcomeMessages[outcome];
    void message[level](outcome === "done" ? t`Operation succeeded!` : i18n._(text));
  };
  const settle = (invoiceId: number, outcome: IssueOutcome) => {
    if (outcome === "documentMissing") setMissingId(invoiceId);
    else if (outcome === "pending")
      modal.warning({
        title: i18n._(pendingAlert.title),
        content: i18n._(pendingAlert.text),
        okText: t`OK`,
        okButtonProps: { ...({ "data-testid": "invoice-pending-alert-ok" } as object) },
      });
    else tell(outcome);
  };
  // A check answering "nothing waiting" means someone else's query finished it: the refreshed list shows how.
  const polling = useInvoicePolling((invoiceId, outcome) => {
    if (outcome !== "idle") settle(invoiceId, outcome);
  });

  const handle = (invoiceId: number, { outcome, pollMax }: IssueOutcomeBody) => {
    if (outcome !== "pending") return settle(invoiceId, outcome);
    tell(outcome);
    void polling.watch(invoiceId, pollMax);
  };

  const dialog =
    missingId === null ? null : (
      <DocumentMissingDialog invoiceId={missingId} onOutcome={handle} onClose={() => setMissingId(null)} />
    );
  return { handle, waiting: polling.waiting, dialog };
}
