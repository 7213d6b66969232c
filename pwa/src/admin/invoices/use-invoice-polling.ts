import type { IssueOutcome } from "@confreg/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { postInvoiceAction, useRefetchAfterInvoiceChange } from "#admin/queries/invoices";

/** Spec 002 §4: while the platform works on a digital invoice, it is checked every 5 seconds. */
const intervalMs = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers that keep the checks going: still at work, or not reached this time (it counts as one). */
const stillWaiting = (outcome: IssueOutcome) => outcome === "pending" || outcome === "unreachable";

/**
 * Queries invoices the platform is working on every 5 s (the query route) until it answers (issued,
 * voided, failed, sign-in needed, PDF missing) or the server's `pollMax` checks are spent; then the
 * invoices refresh and `onEnd` hears the last answer ("pending" when there was none). Several invoices may
 * be watched at once; watching one again restarts its count, and leaving the page stops every check.
 */
export function useInvoicePolling(onEnd: (invoiceId: number, outcome: IssueOutcome) => void) {
  const refetch = useRefetchAfterInvoiceChange();
  const runs = useRef(new Map<number, number>());
  const mounted = useRef(true);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const [waiting, setWaiting] = useState<ReadonlySet<number>>(() => new Set());

  // Leaving the page ends the checks (StrictMode's trial unmount is followed by a mount, which resumes).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mark = useCallback((invoiceId: number, on: boolean) => {
    setWaiting((previous) => {
      const next = new Set(previous);
      if (on) next.add(invoiceId);
      else next.delete(invoiceId);
      return next;
    });
  }, []);

  const watch = useCallback(
    async (invoiceId: number, pollMax: number) => {
      const token = (runs.current.get(invoiceId) ?? 0) + 1;
      runs.current.set(invoiceId, token);
      const current = () => mounted.current && runs.current.get(invoiceId) === token;
      mark(invoiceId, true);
      let last: IssueOutcome = "pending";
      for (let attempt = 0; attempt < Math.max(pollMax, 1); attempt++) {
        await sleep(intervalMs);
        if (!current()) return;
        const answer = await postInvoiceAction(invoiceId, { path: "query" }).catch(() => null);
        if (!current()) return;
        if (answer && !stillWaiting(answer.outcome)) {
          last = answer.outcome;
          break;
        }
      }
      runs.current.delete(invoiceId);
      mark(invoiceId, false);
      await refetchRef.current();
      onEndRef.current(invoiceId, last);
    },
    [mark],
  );

  return { waiting, watch };
}
