import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { sessionIdOf } from "#http/session";

/**
 * `count` attendee accounts (unified sign-in only: no password to hash), each with a live session; their
 * session tokens, for clients that start signed in (the bench's registration rush).
 */
export async function insertSignedInAttendees(
  db: Kysely<Database>,
  count: number,
  label: string,
): Promise<string[]> {
  const at = new Date();
  const now = at.toISOString();
  const expires = new Date(at.getTime() + 86_400_000).toISOString();
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const accounts = await db
      .insertInto("attendeeAccounts")
      .values(
        Array.from({ length: size }, (_, k) => ({
          email: `${label}-${start + k}-${randomBytes(3).toString("hex")}@bench.example.com`,
          passwordHash: null,
          createTime: now,
          updateTime: now,
        })),
      )
      .returning("id")
      .execute();
    const batch = accounts.map(() => randomBytes(32).toString("base64url"));
    await db
      .insertInto("sessions")
      .values(
        accounts.map((account, k) => ({
          id: sessionIdOf(batch[k] as string),
          kind: "attendee" as const,
          accountId: account.id,
          createTime: now,
          lastSeenTime: now,
          expireTime: expires,
        })),
      )
      .execute();
    tokens.push(...batch);
  }
  return tokens;
}
