import type { AppDeps } from "#http/env";
import type { ActorRef } from "#lib/audit/write-audit";
import { type IssueOutcome, issueInvoice } from "./issue-invoice";

export type BatchOutcome = IssueOutcome | "refused";
export type BatchResult = {
  counts: Record<BatchOutcome, number>;
  items: { invoiceId: number; outcome: BatchOutcome; code?: string }[];
};

/**
 * Issues the selected invoices one after another (invoiceBatch): one that is refused (not applicable,
 * over the cap, issued already) or fails does not stop the rest; the result counts each outcome (the
 * spec's "N 条") and names every invoice's.
 */
export async function issueBatch(
  deps: AppDeps,
  invoiceIds: readonly number[],
  actor: ActorRef,
  /** The guard's conference scope (null: every conference): invoices outside it are not found. */
  scope: number | null,
): Promise<BatchResult> {
  const inScope = await deps.db
    .selectFrom("invoices")
    .innerJoin("registrations", "registrations.id", "invoices.registrationId")
    .select("invoices.id")
    .where("invoices.id", "in", invoiceIds)
    .$if(scope !== null, (q) => q.where("registrations.conferenceId", "=", scope ?? 0))
    .execute();
  const known = new Set(inScope.map((row) => row.id));
  const counts: Record<BatchOutcome, number> = {
    done: 0,
    pending: 0,
    failed: 0,
    relogin: 0,
    unreachable: 0,
    documentMissing: 0,
    refused: 0,
  };
  const items: BatchResult["items"] = [];
  for (const invoiceId of invoiceIds) {
    if (!known.has(invoiceId)) {
      counts.refused += 1;
      items.push({ invoiceId, outcome: "refused", code: "NOT_FOUND" });
      continue;
    }
    try {
      const outcome = await issueInvoice(deps, invoiceId, actor);
      counts[outcome] += 1;
      items.push({ invoiceId, outcome });
    } catch (error) {
      counts.refused += 1;
      items.push({ invoiceId, outcome: "refused", code: (error as { code?: string }).code ?? "INTERNAL" });
    }
  }
  return { counts, items };
}
