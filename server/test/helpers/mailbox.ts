import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { TestApp } from "./app";

/**
 * The development outbox read the way a test double reads a mailbox: the newest message to a recipient,
 * once the dispatcher has finished with what was queued.
 */
export async function lastMessageTo(app: TestApp, db: Kysely<Database>, recipient: string) {
  await app.messages.idle();
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "=", recipient)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function messagesTo(db: Kysely<Database>, recipient: string) {
  return db.selectFrom("outbox").selectAll().where("recipient", "=", recipient).execute();
}

/** The six-digit code a reset message carries. */
export function codeIn(body: string | undefined): string {
  const code = body?.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
  if (!code) throw new Error("no six-digit code in the message");
  return code;
}

/** A code that is surely not `code`: the same digits with the last one changed. */
export const wrongCode = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
