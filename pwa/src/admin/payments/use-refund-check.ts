import { PayStatus } from "@confreg/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { checkRefund, paymentDetailQuery, paymentKeys } from "#admin/queries/payments";

/** Spec 002 §4 and §9: a refund by the original route is checked every 3 s, 30 times at most. */
export const refundCheckInterval = 3_000;
export const refundCheckMax = 30;

export type RefundCheck =
  | { phase: "idle" }
  | { phase: "checking"; attempt: number }
  /** Still in progress after every check: the provider has not said yet. */
  | { phase: "waiting" }
  | { phase: "failed"; error: unknown };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a refund sent by the original route while the line stays at -3: asks the server to check with
 * the provider, reads the line again, and calls `onRefunded` once it is refunded (-2). Stops when the
 * dialog closes.
 */
export function useRefundCheck(lineId: number, onRefunded: () => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RefundCheck>({ phase: "idle" });
  const closed = useRef(false);
  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
    };
  }, []);

  const statusNow = useCallback(async () => {
    const line = await queryClient.fetchQuery(paymentDetailQuery(lineId));
    void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
    return line.payStatus;
  }, [queryClient, lineId]);

  /** The line as it is now: refunded already (the provider answered at once), or checked until it is. */
  const follow = useCallback(async () => {
    try {
      if ((await statusNow()) === PayStatus.refunded) return onRefunded();
      for (let attempt = 1; attempt <= refundCheckMax; attempt++) {
        setState({ phase: "checking", attempt });
        await pause(refundCheckInterval);
        if (closed.current) return;
        await checkRefund(lineId);
        const status = await statusNow();
        if (status === PayStatus.refunded) return onRefunded();
        if (status !== PayStatus.refundProcessing) return setState({ phase: "waiting" });
      }
      setState({ phase: "waiting" });
    } catch (error) {
      if (!closed.current) setState({ phase: "failed", error });
    }
  }, [lineId, onRefunded, statusNow]);

  return { state, follow };
}
