import {
  type AdminAccount,
  AppError,
  type AttendeeAccount,
  isEmailLogin,
  type LoginInput,
  maskPhone,
  type SignupInput,
} from "@confreg/shared";
import { isUniqueViolation } from "#db/errors";
import { transact } from "#db/transact";
import { adminAccount } from "#http/admin-account";
import type { AppDeps } from "#http/env";
import { recordAudit, writeAudit } from "#lib/audit/write-audit";
import { takeAttempt } from "#lib/rate-limit/attempts";
import { findAdminByUsername, findAttendeeById, findAttendeeByLogin } from "./accounts.repo";
import { checkLogin, clearLogin, failedLogin, loginDelayMs, signupLimit } from "./login-limits";
import { hashPassword, verifyPassword } from "./password";

/** Compared against when an account does not exist, so a miss costs as long as a wrong password. */
const missingAccountHash = hashPassword("no such account; constant-time filler");

const loginFields = (login: string) => (isEmailLogin(login) ? { email: login } : { phone: login });

type AttendeeRow = { id: number; email: string | null; phone: string | null; name: string };

export function toAttendeeAccount(row: AttendeeRow): AttendeeAccount {
  return {
    id: row.id,
    email: row.email ?? "",
    phoneMasked: row.phone ? maskPhone(row.phone) : "",
    name: row.name,
  };
}

/**
 * Creates an attendee account; the e-mail or phone may belong to one account only. Sign-ups are limited per
 * source address, which also bounds how fast anyone can learn which addresses have accounts.
 */
export async function signUp(
  deps: AppDeps,
  input: Required<SignupInput>,
  ip: string,
): Promise<AttendeeAccount> {
  await takeAttempt(deps, `signup:${ip}`, signupLimit);
  const login = loginFields(input.login);
  if (await findAttendeeByLogin(deps.db, login)) throw new AppError("ACCOUNT_EXISTS");
  const passwordHash = await hashPassword(input.password);
  try {
    return await transact(
      deps.db,
      async (tx) => {
        const row = await tx.db
          .insertInto("attendeeAccounts")
          .values({
            email: login.email ?? null,
            phone: login.phone ?? null,
            passwordHash,
            name: input.name,
            createTime: tx.now,
            updateTime: tx.now,
          })
          .returning(["id", "email", "phone", "name"])
          .executeTakeFirstOrThrow();
        await writeAudit(tx, {
          action: "account.signup",
          actor: { kind: "attendee", id: row.id },
          entityId: row.id,
          conferenceId: null,
        });
        return toAttendeeAccount(row);
      },
      { at: deps.now() },
    );
  } catch (error) {
    // Two sign-ups racing for the same e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError("ACCOUNT_EXISTS");
    throw error;
  }
}

/** Checks a password under the sign-in throttle (login-limits.ts); the same answer for every kind of miss. */
async function verifyLogin<T extends { passwordHash: string | null; isDisabled: number }>(
  deps: AppDeps,
  scope: "attendee" | "admin",
  ip: string,
  account: string,
  row: T | undefined,
  password: string,
): Promise<T> {
  await checkLogin(deps, scope, ip, account);
  const delay = await loginDelayMs(deps, scope, account);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const ok = await verifyPassword(row?.passwordHash ?? (await missingAccountHash), password);
  if (!row || !ok || row.isDisabled) {
    await failedLogin(deps, scope, ip, account);
    throw new AppError("LOGIN_FAILED");
  }
  await clearLogin(deps, scope, ip, account);
  return row;
}

export async function signIn(deps: AppDeps, input: LoginInput, ip: string): Promise<AttendeeAccount> {
  const row = await findAttendeeByLogin(deps.db, loginFields(input.login));
  return toAttendeeAccount(await verifyLogin(deps, "attendee", ip, input.login, row, input.password));
}

export async function attendeeAccount(deps: AppDeps, id: number): Promise<AttendeeAccount | null> {
  const row = await findAttendeeById(deps.db, id);
  return row && !row.isDisabled ? toAttendeeAccount(row) : null;
}

export async function adminSignIn(
  deps: AppDeps,
  input: { username: string; password: string },
  ip: string,
): Promise<AdminAccount> {
  const found = await findAdminByUsername(deps.db, input.username);
  const row = await verifyLogin(deps, "admin", ip, input.username, found, input.password);
  await recordAudit(deps, {
    action: "admin.login",
    actor: { kind: "admin", id: row.id },
    entityId: row.id,
    conferenceId: row.conferenceId,
  });
  const account = await adminAccount(deps, row.id);
  if (!account) throw new AppError("LOGIN_FAILED");
  return account;
}
