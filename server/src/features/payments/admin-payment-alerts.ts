import { Actor, type PageQuery, type PaymentAlert, type PaymentAlertKind } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import { writeAudit } from "#lib/audit/write-audit";
import { newestFirstPage } from "#lib/list/query";

type Db = Kysely<Database>;

function alertRows(db: Db) {
  return db
    .selectFrom("paymentAlerts")
    .leftJoin("payLines", "payLines.id", "paymentAlerts.payLineId")
    .select([
      "paymentAlerts.id",
      "paymentAlerts.kind",
      "paymentAlerts.conferenceId",
      "paymentAlerts.payLineId",
      "payLines.registrationId",
      "paymentAlerts.provider",
      "paymentAlerts.outTradeNo",
      "paymentAlerts.detail",
      "paymentAlerts.resolvedTime",
      "paymentAlerts.createTime",
    ]);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertRows>["execute"]>>[number];

function toPaymentAlert(row: AlertRow): PaymentAlert {
  return {
    id: row.id,
    kind: row.kind as PaymentAlertKind,
    conferenceId: row.conferenceId,
    payLineId: row.payLineId,
    registrationId: row.registrationId,
    provider: row.provider,
    outTradeNo: row.outTradeNo,
    detail: row.detail,
    resolved: row.resolvedTime !== null,
    createTime: row.createTime,
  };
}

/**
 * The alerts of the scope, newest first, unresolved or resolved. An alert about an order nobody knows
 * has no conference: only a scope of every conference, unfiltered, lists it.
 */
export async function listPaymentAlerts(
  db: Db,
  scope: number | null,
  query: PageQuery & { resolved: boolean },
) {
  const base = alertRows(db).where("paymentAlerts.resolvedTime", query.resolved ? "is not" : "is", null);
  const columns = { id: "paymentAlerts.id", conferenceId: "paymentAlerts.conferenceId" };
  const { rows, total } = await newestFirstPage(base, columns, scope, query);
  return { items: rows.map(toPaymentAlert), total };
}

/**
 * Marks an alert as looked into, by whom and when, with its audit row in the same transaction. Resolving
 * a resolved alert changes nothing and records nothing (two people pressing at once, a retried request).
 */
export async function resolvePaymentAlert(
  deps: { db: Db; now: () => Date },
  request: { id: number; adminId: number },
): Promise<PaymentAlert | undefined> {
  return transact(
    deps.db,
    async (tx) => {
      const updated = await tx.db
        .updateTable("paymentAlerts")
        .set({ resolvedBy: request.adminId, resolvedTime: tx.now })
        .where("id", "=", request.id)
        .where("resolvedTime", "is", null)
        .executeTakeFirst();
      const row = await alertRows(tx.db).where("paymentAlerts.id", "=", request.id).executeTakeFirst();
      if (row && Number(updated.numUpdatedRows) === 1) {
        await writeAudit(tx, {
          action: "paymentAlert.resolve",
          actor: { kind: Actor.admin, id: request.adminId },
          entityId: row.id,
          conferenceId: row.conferenceId,
          data: { kind: row.kind, payLineId: row.payLineId },
        });
      }
      return row && toPaymentAlert(row);
    },
    { at: deps.now() },
  );
}
