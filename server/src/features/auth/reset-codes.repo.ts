import type { MessageChannel } from "@confreg/shared";
import type { SessionKind } from "#db/tables/common";
import type { Tx } from "#db/transact";

export type ResetAccount = { kind: SessionKind; id: number };

/** A new code for the account; any earlier code still open stops working (only the latest counts). */
export async function replaceResetCode(
  tx: Tx,
  account: ResetAccount,
  code: { codeHash: string; channel: MessageChannel; expireTime: string },
): Promise<void> {
  await tx.db
    .updateTable("passwordResetCodes")
    .set({ usedTime: tx.now })
    .where("accountKind", "=", account.kind)
    .where("accountId", "=", account.id)
    .where("usedTime", "is", null)
    .execute();
  await tx.db
    .insertInto("passwordResetCodes")
    .values({ accountKind: account.kind, accountId: account.id, ...code, createTime: tx.now })
    .execute();
}

/** The account's code that may still be tried: unused, unexpired, under the attempts limit. */
export function findLiveResetCode(tx: Tx, account: ResetAccount, maxAttempts: number) {
  return tx.db
    .selectFrom("passwordResetCodes")
    .select(["id", "codeHash", "channel"])
    .where("accountKind", "=", account.kind)
    .where("accountId", "=", account.id)
    .where("usedTime", "is", null)
    .where("expireTime", ">", tx.now)
    .where("attempts", "<", maxAttempts)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function countWrongAttempt(tx: Tx, id: number): Promise<void> {
  await tx.db
    .updateTable("passwordResetCodes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Uses the code up; false when a concurrent request used it (or spent its attempts) first. */
export async function spendResetCode(tx: Tx, id: number, maxAttempts: number): Promise<boolean> {
  const result = await tx.db
    .updateTable("passwordResetCodes")
    .set({ usedTime: tx.now })
    .where("id", "=", id)
    .where("usedTime", "is", null)
    .where("attempts", "<", maxAttempts)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Signs the account out everywhere: a reset password must not leave an intruder's session open. */
export async function endAllSessions(tx: Tx, account: ResetAccount): Promise<void> {
  await tx.db
    .deleteFrom("sessions")
    .where("kind", "=", account.kind)
    .where("accountId", "=", account.id)
    .execute();
}
