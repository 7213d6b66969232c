import { type Dashboard, defaultTimeZone, wallTimeIn } from "@confreg/shared";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import {
  checkinAndTotal,
  invoicesByState,
  moneyByState,
  registrationsByPayState,
  registrationsByType,
  registrationsPerQuarter,
} from "./dashboard.repo";

type Quarter = { hour: string; quarter: number; count: number };

/** Folds quarters of an hour (UTC) into calendar days of a time zone, oldest first. */
export function daysOf(quarters: Quarter[], timeZone: string): { day: string; count: number }[] {
  const days = new Map<string, number>();
  for (const { hour, quarter, count } of quarters) {
    const instant = `${hour}:${String(quarter * 15).padStart(2, "0")}:00.000Z`;
    const day = wallTimeIn(instant, timeZone).slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + count);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, count }));
}

/**
 * The dashboard of a scope (null: every conference the account may see). Days are the conference's; in
 * the all-conferences scope, the zone the registration list's date filter uses there.
 */
export async function loadDashboard(deps: AppDeps, scope: number | null): Promise<Dashboard> {
  const { db } = deps;
  const timeZone = scope === null ? defaultTimeZone : (await requireConference(db, scope)).timezone;
  const [quarters, byParticipantType, byPayState, money, invoices, totals] = await Promise.all([
    registrationsPerQuarter(db, scope),
    registrationsByType(db, scope),
    registrationsByPayState(db, scope),
    moneyByState(db, scope),
    invoicesByState(db, scope),
    checkinAndTotal(db, scope),
  ]);
  return {
    timeZone,
    registrations: {
      total: totals.total,
      perDay: daysOf(quarters, timeZone),
      byParticipantType,
      byPayState,
    },
    money,
    invoices,
    checkin: { eligible: totals.eligible, checkedIn: totals.checkedIn, notYet: totals.notYet },
  };
}
