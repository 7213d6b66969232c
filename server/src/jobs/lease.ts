import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

/** This process as a lease holder: host, process id, and a random part (a reused pid is another holder). */
export const processHolder = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

export type LeaseRequest = {
  /** What is leased: one name per job. */
  name: string;
  holder: string;
  /** How long the lease lasts from now unless renewed. */
  ttlMs: number;
};

/**
 * Takes the named lease for `holder` until `now + ttlMs`, or renews it when `holder` has it already. One
 * conditional upsert: of several processes asking at once exactly one gets it; false while another
 * holder's lease has not expired.
 */
export async function takeLease(db: Kysely<Database>, lease: LeaseRequest, now: Date): Promise<boolean> {
  const { name, holder } = lease;
  const expiresAt = new Date(now.getTime() + lease.ttlMs).toISOString();
  const row = await db
    .insertInto("jobLeases")
    .values({ name, holder, expiresAt })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ holder, expiresAt })
        .where((eb) =>
          eb.or([eb("jobLeases.holder", "=", holder), eb("jobLeases.expiresAt", "<=", now.toISOString())]),
        ),
    )
    .returning("holder")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the lease up if `holder` has it (at shutdown): another process takes over at its next look. */
export async function releaseLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.deleteFrom("jobLeases").where("name", "=", name).where("holder", "=", holder).execute();
}
