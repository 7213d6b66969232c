import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { type LeasedJob, leasedJob } from "#jobs/leased-job";
import { applyPaymentReport } from "./apply-report";
import { raiseAlert } from "./payment-orders.repo";

type Deps = Pick<AppDeps, "db" | "now" | "logger" | "payments" | "messages">;

/** How long the job keeps trying a provider it cannot reach before a person is told. */
export const unreachableAlertMs = 60 * 60_000;
const batch = 50;

function expiredOrders(deps: Deps) {
  return deps.db
    .selectFrom("paymentOrders")
    .innerJoin("payLines", "payLines.id", "paymentOrders.payLineId")
    .innerJoin("registrations", "registrations.id", "payLines.registrationId")
    .select([
      "paymentOrders.id",
      "paymentOrders.payLineId",
      "paymentOrders.outTradeNo",
      "paymentOrders.provider",
      "paymentOrders.providerOrderId",
      "paymentOrders.unreachableSince",
      "registrations.conferenceId",
    ])
    .where("paymentOrders.status", "in", ["creating", "open"])
    .where("paymentOrders.expiresAt", "<", deps.now().toISOString())
    .orderBy("paymentOrders.expiresAt")
    .limit(batch)
    .execute();
}

type Expired = Awaited<ReturnType<typeof expiredOrders>>[number];

/** An order past its time (DOMAIN.md §4): paid after all (its notify never came), or closed at the provider. */
async function settle(deps: Deps, order: Expired): Promise<boolean> {
  const provider = deps.payments.byName(order.provider);
  if (!provider) return false;
  const ref = { outTradeNo: order.outTradeNo, providerOrderId: order.providerOrderId };
  const at = deps.now();
  try {
    const report = await provider.query(ref);
    if (report.status === "paid") {
      await applyPaymentReport(deps.db, order.provider, report, { at });
      deps.messages.kick();
      return true;
    }
    await provider.close(ref);
    await applyPaymentReport(
      deps.db,
      order.provider,
      { ...report, status: "closed" },
      { at, closedBy: "timer" },
    );
    return true;
  } catch (error) {
    deps.logger.warn(
      { provider: order.provider, err: (error as Error).message },
      "expired order not settled",
    );
    await unreachable(deps, order, at);
    return false;
  }
}

/** Remembers since when the provider could not be reached about the order; past an hour, one alert. */
async function unreachable(deps: Deps, order: Expired, at: Date) {
  await transact(
    deps.db,
    async (tx) => {
      if (!order.unreachableSince) {
        await tx.db
          .updateTable("paymentOrders")
          .set({ unreachableSince: tx.now })
          .where("id", "=", order.id)
          .execute();
        return;
      }
      if (at.getTime() - Date.parse(order.unreachableSince) < unreachableAlertMs) return;
      const raised = await tx.db
        .selectFrom("paymentAlerts")
        .select("id")
        .where("kind", "=", "stuck")
        .where("outTradeNo", "=", order.outTradeNo)
        .executeTakeFirst();
      if (raised) return;
      await raiseAlert(tx, {
        kind: "stuck",
        conferenceId: order.conferenceId,
        payLineId: order.payLineId,
        provider: order.provider,
        outTradeNo: order.outTradeNo,
        detail: `the provider could not be reached since ${order.unreachableSince}`,
      });
    },
    { at },
  );
}

/**
 * Settles the expired orders, batch after batch while the lease holds. Orders whose provider cannot be
 * reached stay for the next run (a minute later), so a run ends after the batch that met one.
 */
export async function settleExpiredOrders(deps: Deps, lease = { renew: async () => true }): Promise<number> {
  let settled = 0;
  for (;;) {
    const orders = await expiredOrders(deps);
    let stuck = 0;
    for (const order of orders) if (!(await settle(deps, order))) stuck += 1;
    settled += orders.length - stuck;
    if (orders.length < batch || stuck > 0 || !(await lease.renew())) return settled;
  }
}

/** Every minute, in one process at a time: orders left at 1 are queried and closed (survives restarts). */
export function startOrderExpiryJob(deps: Deps): LeasedJob {
  const job = leasedJob(deps, {
    name: "payment-orders",
    everyMs: 60_000,
    runAtStart: true,
    run: (lease) => settleExpiredOrders(deps, lease),
  });
  job.start();
  return job;
}
