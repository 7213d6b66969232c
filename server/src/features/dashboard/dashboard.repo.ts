import type { Currency, InvoiceStatus, PayStatus } from "@confreg/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;
/** The conference in scope; null: every conference. */
type Scope = number | null;

/** The scope's live registrations, the base of every figure. */
function liveRegistrations(db: Db, scope: Scope) {
  const live = db.selectFrom("registrations").where("registrations.isDeleted", "=", sql.lit(0));
  return scope === null ? live : live.where("registrations.conferenceId", "=", scope);
}

const n = <T extends { n: number | string | bigint }>(row: T) => Number(row.n);

/**
 * Registrations per quarter of an hour (UTC, from the stored ISO text), which the caller folds into days
 * of a time zone: every zone's offset is a multiple of 15 minutes, so the quarters fall into days exactly.
 */
export async function registrationsPerQuarter(db: Db, scope: Scope) {
  const hour = sql<string>`substr(registrations.create_time, 1, 13)`;
  const quarter = sql<number>`cast(substr(registrations.create_time, 15, 2) as integer) / 15`;
  const rows = await liveRegistrations(db, scope)
    .select((eb) => [hour.as("hour"), quarter.as("quarter"), eb.fn.countAll<number>().as("n")])
    .groupBy([hour, quarter])
    .execute();
  return rows.map((row) => ({ hour: row.hour, quarter: Number(row.quarter), count: n(row) }));
}

export async function registrationsByType(db: Db, scope: Scope) {
  const rows = await liveRegistrations(db, scope)
    .innerJoin("participantTypes", "participantTypes.id", "registrations.participantTypeId")
    .select((eb) => [
      "participantTypes.id",
      "participantTypes.titleZh",
      "participantTypes.titleEn",
      eb.fn.countAll<number>().as("n"),
    ])
    .groupBy(["participantTypes.id", "participantTypes.titleZh", "participantTypes.titleEn"])
    .orderBy("participantTypes.id")
    .execute();
  return rows.map((row) => ({
    participantTypeId: row.id,
    title: { zh: row.titleZh, en: row.titleEn },
    count: n(row),
  }));
}

export async function registrationsByPayStatus(db: Db, scope: Scope) {
  const rows = await liveRegistrations(db, scope)
    .select((eb) => ["registrations.payStatus", eb.fn.countAll<number>().as("n")])
    .groupBy("registrations.payStatus")
    .orderBy("registrations.payStatus")
    .execute();
  return rows.map((row) => ({ payStatus: row.payStatus as PayStatus, count: n(row) }));
}

/** The payment lines of live registrations by state and currency: how many, owed and received. */
export async function moneyByState(db: Db, scope: Scope) {
  const rows = await liveRegistrations(db, scope)
    .innerJoin("payLines", "payLines.registrationId", "registrations.id")
    .select((eb) => [
      "payLines.payStatus",
      "payLines.currency",
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("payLines.totalFee").as("totalFee"),
      eb.fn.sum<number>("payLines.receivedFee").as("receivedFee"),
    ])
    .groupBy(["payLines.payStatus", "payLines.currency"])
    .orderBy("payLines.payStatus")
    .orderBy("payLines.currency")
    .execute();
  return rows.map((row) => ({
    payStatus: row.payStatus as PayStatus,
    currency: row.currency as Currency,
    lines: n(row),
    totalFee: Number(row.totalFee),
    receivedFee: Number(row.receivedFee),
  }));
}

export async function invoicesByState(db: Db, scope: Scope) {
  const rows = await liveRegistrations(db, scope)
    .innerJoin("invoices", "invoices.registrationId", "registrations.id")
    .select((eb) => ["invoices.invoiceStatus", eb.fn.countAll<number>().as("n")])
    .groupBy("invoices.invoiceStatus")
    .orderBy("invoices.invoiceStatus")
    .execute();
  return rows.map((row) => ({ invoiceStatus: row.invoiceStatus as InvoiceStatus, count: n(row) }));
}

/** Checked in at the main point (isSignIn), and those who may check in; with the total, in one statement. */
export async function checkinAndTotal(db: Db, scope: Scope) {
  const row = await liveRegistrations(db, scope)
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("registrations.isSignIn").as("checkedIn"),
      eb.fn.sum<number>("registrations.checkinEligible").as("expected"),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: n(row),
    checkedIn: Number(row.checkedIn ?? 0),
    expected: Number(row.expected ?? 0),
  };
}
