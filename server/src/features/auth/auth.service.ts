import {
  type AdminAccount,
  type AdminRole,
  AppError,
  type AttendeeAccount,
  isEmailLogin,
  type LoginInput,
  maskPhone,
  type SignupInput,
} from "@confreg/shared";
import { writeAudit } from "#features/audit/audit.repo";
import type { AppDeps } from "#http/env";
import {
  adminConferences,
  findAdminById,
  findAdminByUsername,
  findAttendeeById,
  findAttendeeByLogin,
} from "./accounts.repo";
import { hashPassword, verifyPassword } from "./password";
import { checkLogin, clearLogin } from "./rate-limits";

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

/** Creates an attendee account; the e-mail or phone may belong to one account only. */
export async function signUp(deps: AppDeps, input: Required<SignupInput>): Promise<AttendeeAccount> {
  const login = loginFields(input.login);
  if (await findAttendeeByLogin(deps.db, login)) throw new AppError("ACCOUNT_EXISTS");
  const passwordHash = await hashPassword(input.password);
  const at = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("attendeeAccounts")
      .values({
        email: login.email ?? null,
        phone: login.phone ?? null,
        passwordHash,
        name: input.name,
        createTime: at.toISOString(),
        updateTime: at.toISOString(),
      })
      .returning(["id", "email", "phone", "name"])
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Two sign-ups racing for the same e-mail: the unique index decides.
        if (String(error).toLowerCase().includes("unique")) throw new AppError("ACCOUNT_EXISTS");
        throw error;
      });
    await writeAudit(
      trx,
      {
        actorKind: "attendee",
        actorId: row.id,
        action: "account.signup",
        entity: "attendeeAccount",
        entityId: row.id,
      },
      at,
    );
    return toAttendeeAccount(row);
  });
}

export async function signIn(deps: AppDeps, input: LoginInput, ip: string): Promise<AttendeeAccount> {
  checkLogin(deps, "attendee", ip, input.login);
  const row = await findAttendeeByLogin(deps.db, loginFields(input.login));
  const ok = await verifyPassword(row?.passwordHash ?? (await missingAccountHash), input.password);
  if (!row || !ok || row.isDisabled) throw new AppError("LOGIN_FAILED");
  clearLogin(deps, "attendee", input.login);
  return toAttendeeAccount(row);
}

export async function attendeeAccount(deps: AppDeps, id: number): Promise<AttendeeAccount | null> {
  const row = await findAttendeeById(deps.db, id);
  return row && !row.isDisabled ? toAttendeeAccount(row) : null;
}

export async function adminAccount(deps: AppDeps, id: number): Promise<AdminAccount | null> {
  const row = await findAdminById(deps.db, id);
  if (!row || row.isDisabled) return null;
  const conferences = await adminConferences(deps.db, row.conferenceId);
  return {
    id: row.id,
    username: row.username,
    role: row.role as AdminRole,
    conferenceId: row.conferenceId,
    conferences: conferences.map((c) => ({ id: c.id, title: { zh: c.titleZh, en: c.titleEn } })),
  };
}

export async function adminSignIn(
  deps: AppDeps,
  input: { username: string; password: string },
  ip: string,
): Promise<AdminAccount> {
  checkLogin(deps, "admin", ip, input.username);
  const row = await findAdminByUsername(deps.db, input.username);
  const ok = await verifyPassword(row?.passwordHash ?? (await missingAccountHash), input.password);
  if (!row || !ok || row.isDisabled) throw new AppError("LOGIN_FAILED");
  clearLogin(deps, "admin", input.username);
  await writeAudit(
    deps.db,
    {
      actorKind: "admin",
      actorId: row.id,
      action: "admin.login",
      entity: "adminAccount",
      entityId: row.id,
      conferenceId: row.conferenceId,
    },
    deps.now(),
  );
  const account = await adminAccount(deps, row.id);
  if (!account) throw new AppError("LOGIN_FAILED");
  return account;
}
