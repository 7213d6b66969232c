import type { AppDeps } from "#http/env";
import { NotifyRejected, type NotifyReply, type NotifyRequest } from "#ports/payment-provider";
import { applyPaymentReport, applyRefundReport } from "./apply-report";

/**
 * A provider's asynchronous notify: verified by the provider's adapter (signature, app id or merchant),
 * then applied once through the same path as a query (apply-report.ts). Forged notifies change nothing
 * and are answered as failed; anything applied or known is answered so that the provider stops sending.
 * A failure of our own (the database) answers failed too: the provider sends again, nothing is lost.
 */
export async function handleNotify(
  deps: AppDeps,
  providerName: string,
  request: NotifyRequest,
): Promise<NotifyReply | null> {
  const provider = deps.payments.byName(providerName);
  if (!provider) return null;
  let report: Awaited<ReturnType<typeof provider.verifyNotify>>;
  try {
    report = await provider.verifyNotify(request);
  } catch (error) {
    const reason = error instanceof NotifyRejected ? error.reason : (error as Error).message;
    deps.logger.warn({ provider: providerName, reason }, "payment notify rejected");
    return provider.notifyReply(false);
  }
  try {
    const at = deps.now();
    const outcome =
      report.kind === "payment"
        ? await applyPaymentReport(deps.db, provider.name, report, { at })
        : await applyRefundReport(deps.db, provider.name, report, { at });
    deps.logger.info({ provider: providerName, outcome }, "payment notify");
    if (outcome === "applied" || outcome === "refundDone") deps.messages.kick();
    return provider.notifyReply(true);
  } catch (error) {
    deps.logger.error(
      { provider: providerName, err: (error as Error).message },
      "payment notify not applied",
    );
    return provider.notifyReply(false);
  }
}
