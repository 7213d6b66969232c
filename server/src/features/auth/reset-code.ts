import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { Actor, AppError, type MessageChannel, resetCodeRules } from "@confreg/shared";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { type Limit, takeAttempt } from "#lib/rate-limit/attempts";
import { hashPassword } from "./password";
import {
  countWrongAttempt,
  endAllSessions,
  findLiveResetCode,
  type ResetAccount,
  replaceResetCode,
  spendResetCode,
} from "./reset-codes.repo";

const minutes = (n: number) => n * 60_000;

/**
 * Per source address and per login: asking for codes costs messages (and SMS cost money), and each code
 * allows only `resetCodeRules.maxAttempts` guesses, so bounding new codes bounds guesses too.
 */
export const resetLimits = {
  request: {
    perIp: { limit: 20, windowMs: minutes(60) },
    perLogin: { limit: 3, windowMs: minutes(15) },
  },
  confirm: {
    perIp: { limit: 30, windowMs: minutes(15) },
    perLogin: { limit: 10, windowMs: minutes(15) },
  },
} satisfies Record<string, Record<string, Limit>>;

export async function throttleReset(
  deps: AppDeps,
  step: keyof typeof resetLimits,
  account: { kind: ResetAccount["kind"]; login: string },
  ip: string,
): Promise<void> {
  await takeAttempt(deps, `reset:${step}:ip:${ip}`, resetLimits[step].perIp);
  await takeAttempt(deps, `reset:${step}:${account.kind}:${account.login}`, resetLimits[step].perLogin);
}

/** The code is kept only as a keyed hash bound to its account: a leaked table gives no usable codes. */
function hashCode(deps: AppDeps, account: ResetAccount, code: string): string {
  return createHmac("sha256", deps.pii.signingKey("password-reset-code"))
    .update(`${account.kind}:${account.id}:${code}`)
    .digest("hex");
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type CodeParams = { code: string; minutes: number };

/**
 * A fresh code in place of any earlier one, and its message (`queue` calls queueMessage with the
 * account's template), in one unit of work; the dispatcher is kicked once it has committed.
 */
export async function issueResetCode(
  deps: AppDeps,
  account: ResetAccount,
  channel: MessageChannel,
  queue: (tx: Tx, params: CodeParams) => Promise<unknown>,
): Promise<void> {
  const code = String(randomInt(0, 10 ** resetCodeRules.digits)).padStart(resetCodeRules.digits, "0");
  await transact(
    deps.db,
    async (tx) => {
      await replaceResetCode(tx, account, {
        codeHash: hashCode(deps, account, code),
        channel,
        expireTime: new Date(tx.at.getTime() + minutes(resetCodeRules.lifetimeMinutes)).toISOString(),
      });
      await queue(tx, { code, minutes: resetCodeRules.lifetimeMinutes });
    },
    { at: deps.now() },
  );
  deps.messages.kick();
}

const auditActionOf = { attendee: "account.passwordReset", admin: "admin.passwordReset" } as const;
const accountTable = { attendee: "attendeeAccounts", admin: "adminAccounts" } as const;

/**
 * Checks the code and, when right, sets the new password, uses the code up, ends every session of the
 * account and audits it, in one unit of work. A wrong code counts against it (committed before the
 * refusal); an unknown account gets the same refusal.
 */
export async function confirmResetCode(
  deps: AppDeps,
  account: (ResetAccount & { conferenceId: number | null }) | null,
  input: { code: string; password: string },
): Promise<void> {
  // Hashed first, so an unknown account answers no faster than a known one.
  const passwordHash = await hashPassword(input.password);
  if (!account) throw new AppError("RESET_CODE_INVALID");
  const { maxAttempts } = resetCodeRules;
  const accepted = await transact(
    deps.db,
    async (tx) => {
      const live = await findLiveResetCode(tx, account, maxAttempts);
      if (!live) return false;
      if (!sameHash(live.codeHash, hashCode(deps, account, input.code))) {
        await countWrongAttempt(tx, live.id);
        return false;
      }
      if (!(await spendResetCode(tx, live.id, maxAttempts))) return false;
      await tx.db
        .updateTable(accountTable[account.kind])
        .set({ passwordHash, updateTime: tx.now })
        .where("id", "=", account.id)
        .execute();
      await endAllSessions(tx, account);
      await writeAudit(tx, {
        action: auditActionOf[account.kind],
        actor: { kind: account.kind === "attendee" ? Actor.attendee : Actor.admin, id: account.id },
        entityId: account.id,
        conferenceId: account.conferenceId,
        data: { channel: live.channel },
      });
      return true;
    },
    { at: deps.now() },
  );
  if (!accepted) throw new AppError("RESET_CODE_INVALID");
}
