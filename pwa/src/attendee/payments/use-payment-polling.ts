import { type PaymentPanel, PayStatus, payStatusTraits } from "@confreg/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCheckPayments } from "#attendee/queries/payments";

/** How a payment the attendee started stands, as far as this page has checked. */
export type PollResult = "checking" | "paid" | "paidPending" | "notPaid" | "pending";
export type PollState = { lineId: number; result: PollResult };

/** Spec 000 §9: every 3 seconds, up to the server's maximum. */
const intervalMs = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function resultOf(panel: PaymentPanel | null, lineId: number): PollResult | null {
  const status = panel?.lines.find((line) => line.id === lineId)?.payStatus;
  if (status === PayStatus.paid) return "paid";
  if (status === PayStatus.paidPending) return "paidPending";
  // Back to unpaid: the provider closed the order (failed, cancelled, expired); no use asking on.
  if (status !== undefined && payStatusTraits[status].unpaidLike) return "notPaid";
  return null;
}

/**
 * Checks a started payment with the providers (POST …/payments/check) every 3 s until the line is paid,
 * closed, or the server's `pollMax` checks are spent; a failed check just counts as one. Only one line is
 * watched at a time, and leaving the page stops it.
 */
export function usePaymentPolling(registrationId: number, pollMax: number) {
  const check = useCheckPayments(registrationId);
  const checkRef = useRef(check.mutateAsync);
  checkRef.current = check.mutateAsync;
  const run = useRef(0);
  const mounted = useRef(true);
  const [state, setState] = useState<PollState | null>(null);

  // Leaving the page ends the checks (StrictMode's trial unmount is followed by a mount, which resumes).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** `now`: the first check at once (back from the provider, whose notify has usually arrived). */
  const watch = useCallback(
    async (lineId: number, options: { now?: boolean } = {}) => {
      const token = ++run.current;
      const current = () => mounted.current && run.current === token;
      setState({ lineId, result: "checking" });
      for (let attempt = 0; attempt < Math.max(pollMax, 1); attempt++) {
        if (attempt > 0 || !options.now) await sleep(intervalMs);
        if (!current()) return;
        const panel = await checkRef.current().catch(() => null);
        if (!current()) return;
        const result = resultOf(panel, lineId);
        if (result) {
          setState({ lineId, result });
          return;
        }
      }
      setState({ lineId, result: "pending" });
    },
    [pollMax],
  );

  /** One quiet check (page load with a payment or refund under way): no notice either way. */
  const checkOnce = useCallback(() => {
    void checkRef.current().catch(() => undefined);
  }, []);

  const stop = useCallback(() => {
    run.current += 1;
    setState(null);
  }, []);

  return { state, watch, checkOnce, stop };
}
