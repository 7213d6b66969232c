import {
  Actor,
  type AdminPaymentDetail,
  type AuditAmounts,
  isOnlinePayType,
  maskIdDocument,
  type PayType,
  type RefundType,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";
import type { AuditLogRow } from "#db/tables/audit-log";
import { payLineRows, toAdminPaymentRow } from "./admin-payments.repo";
import { providerOfPayType } from "./providers/registry";

type Db = Kysely<Database>;

/** A bank account number as screens show it: the last four, so the attendee can tell which account. */
export function maskBankNumber(raw: string): string {
  const number = raw.replace(/[\s-]/g, "");
  if (number.length <= 4) return "*".repeat(number.length);
  return "*".repeat(number.length - 4) + number.slice(-4);
}

/**
 * The line's latest refund request (an attendee may ask again after a rejection). The ID number is
 * decrypted only to be masked here: the full value never leaves the server.
 */
async function refundOf(db: Db, pii: Pii, lineId: number, refundType: RefundType | null) {
  const request = await db
    .selectFrom("refundRequests")
    .selectAll()
    .where("payLineId", "=", lineId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!request) return null;
  return {
    reason: request.reason,
    name: request.name,
    bankNumberMasked: request.bankNumber ? maskBankNumber(request.bankNumber) : "",
    bank: request.bank,
    refundType,
    rejectReason: request.rejectReason,
    createTime: request.createTime,
    amount: request.amount,
    idNumberMasked: request.idNumberEnc ? maskIdDocument(pii.decrypt(request.idNumberEnc)) : "",
  };
}

async function ordersOf(db: Db, lineId: number) {
  return db
    .selectFrom("paymentOrders")
    .select(["outTradeNo", "payType", "channel", "status", "createTime"])
    .where("payLineId", "=", lineId)
    .orderBy("id", "asc")
    .execute();
}

type AuditData = { provider?: unknown; amounts?: AuditAmounts };

function parseData(data: string | null): AuditData {
  if (!data) return {};
  try {
    return JSON.parse(data) as AuditData;
  } catch {
    return {};
  }
}

/**
 * Who did it, as the back office names them: an account by its username, a provider by the name its
 * notify recorded (else the line's provider), and the attendee, the system and the timer as such.
 */
function actorName(row: AuditLogRow & { username: string | null }, data: AuditData, payType: PayType) {
  if (row.actorKind === Actor.admin) return row.username ?? `#${row.actorId ?? "?"}`;
  if (row.actorKind === Actor.provider) {
    if (typeof data.provider === "string") return data.provider;
    return isOnlinePayType(payType) ? providerOfPayType[payType] : Actor.provider;
  }
  return row.actorKind;
}

/** The line's audit rows, oldest first: its history as the detail dialog lists it. */
async function historyOf(db: Db, lineId: number, payType: PayType) {
  const rows = await db
    .selectFrom("auditLog")
    .leftJoin("adminAccounts", (join) =>
      join.onRef("adminAccounts.id", "=", "auditLog.actorId").on("auditLog.actorKind", "=", Actor.admin),
    )
    .selectAll("auditLog")
    .select("adminAccounts.username")
    .where("auditLog.entity", "=", "payLine")
    .where("auditLog.entityId", "=", lineId)
    .orderBy("auditLog.id", "asc")
    .execute();
  return rows.map((row) => {
    const data = parseData(row.data);
    return {
      action: row.action,
      fromState: row.fromState,
      toState: row.toState,
      actor: { kind: row.actorKind, name: actorName(row, data, payType) },
      reason: row.reason ?? "",
      receivedFee: data.amounts?.receivedFee ?? null,
      time: row.createTime,
    };
  });
}

/** One line for the detail dialog (the guard has found it in the admin's scope); undefined if it is gone. */
export async function findPaymentDetail(
  db: Db,
  pii: Pii,
  lineId: number,
): Promise<AdminPaymentDetail | undefined> {
  const row = await payLineRows(db).where("payLines.id", "=", lineId).executeTakeFirst();
  if (!row) return undefined;
  const [refund, orders, history] = await Promise.all([
    refundOf(db, pii, lineId, row.refundType),
    ordersOf(db, lineId),
    historyOf(db, lineId, row.payType),
  ]);
  return {
    ...toAdminPaymentRow(row),
    voucher:
      row.transferVoucher === null
        ? null
        : { id: row.transferVoucher, url: `/api/uploads/${row.transferVoucher}` },
    refund,
    orders,
    history,
  };
}
