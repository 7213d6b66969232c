import { isEmailLogin, maskPhone, normalizeEmail, normalizePhone } from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { findAttendeeById, findAttendeeByLogin } from "./accounts.repo";

/** An attendee account as the back office names it: its sign-in e-mail, or its phone masked. */
export type AttendeeAccountRef = { id: number; login: string; createTime: string };

const refOf = (row: { id: number; email: string | null; phone: string | null; createTime: string }) => ({
  id: row.id,
  login: row.email || maskPhone(row.phone ?? ""),
  createTime: row.createTime,
});

/** The account that signs in with exactly this e-mail or phone (normalised as at sign-up), or null. */
export async function findAttendeeAccountByLogin(
  deps: Pick<AppDeps, "db">,
  login: string,
): Promise<AttendeeAccountRef | null> {
  const trimmed = login.trim();
  const by = isEmailLogin(trimmed) ? { email: normalizeEmail(trimmed) } : { phone: normalizePhone(trimmed) };
  if (!by.email && !by.phone) return null;
  const row = await findAttendeeByLogin(deps.db, by);
  return row ? refOf(row) : null;
}

export async function findAttendeeAccountById(
  deps: Pick<AppDeps, "db">,
  id: number,
): Promise<AttendeeAccountRef | null> {
  const row = await findAttendeeById(deps.db, id);
  return row ? refOf(row) : null;
}
