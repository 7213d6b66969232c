import { type Currency, type InvoiceStatus, PayState, type PayStatus, payStateValues } from "@confreg/shared";
import { type Kysely, sql } from "kysely";
import { payStateIs } from "#db/pay-state";
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

/**
 * Registrations by what their payment shows as (shared `payStateOf`, through `payStateIs`), in one
 * statement: "nothing to pay" is counted apart from unpaid. States without any are left out.
 */
export async function registrationsByPayState(db: Db, scope: Scope) {
  const row = await liveRegistrations(db, scope)
    .select(
      payStateValues.map((state) =>
        sql<number>`sum(case when ${payStateIs("registrations", state)} then 1 else 0 end)`.as(`s${state}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number | string | bigint | null>;
  return [...payStateValues]
    .sort((a, b) => a - b)
    .map((payState) => ({ payState, count: Number(counts[`s${payState}`] ?? 0) }))
    .filter((entry) => entry.count > 0);
}

/**
 * The payment lines of live registrations by state and currency: how many, owed and received. Lines with
 * nothing to pay carry no money and are not unpaid: they are left out.
 */
export async function moneyByState(db: Db, scope: Scope) {
  const rows = await liveRegistrations(db, scope)
    .innerJoin("payLines", "payLines.registrationId", "registrations.id")
    .where((eb) => eb.not(payStateIs("payLines", PayState.nothingToPay)))
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

/**
 * The total, and check-in at the main point (isSignIn) among those who may check in (the stored shared
 * standing, DOMAIN.md §8), in one statement: checked in and not yet are both counted out of the eligible,
 * so they add up to it. Someone checked in who may no longer check in (refunded since) is in neither.
 */
export async function checkinAndTotal(db: Db, scope: Scope) {
  const row = await liveRegistrations(db, scope)
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("registrations.checkinEligible").as("eligible"),
      sql<number>`sum(case when ${sql.ref("registrations.checkinEligible")} = 1 and ${sql.ref("registrations.isSignIn")} = 1 then 1 else 0 end)`.as(
        "checkedIn",
      ),
    ])
    .executeTakeFirstOrThrow();
  const eligible = Number(row.eligible ?? 0);
  const checkedIn = Number(row.checkedIn ?? 0);
  return { total: n(row), eligible, checkedIn, notYet: eligible - checkedIn };
}
