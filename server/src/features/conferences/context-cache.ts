import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import {
  type ConferenceContext,
  type ConferenceRules,
  loadConferenceRules,
  loadInvitation,
} from "./conferences.service";

type Entry = { version: number; rules: ConferenceRules };

/** Per database handle (each test has its own), per conference. */
const caches = new WeakMap<Kysely<Database>, Map<number, Entry>>();

/** The configuration counter (migration 0012): triggers move it on any change to what the rules read. */
async function configVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("configVersion")
    .select("value")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The conference context a registration is checked against, its rules kept in memory between requests
 * and read again as soon as the configuration counter has moved (an edit by anyone, in any process). One
 * small read instead of four. The workshops' `remaining` is as of that read: places are only ever taken
 * under lock (registration-locks.ts), and screens that show places read them fresh (conferenceView).
 */
export async function cachedConferenceContext(
  db: Kysely<Database>,
  conferenceId: number,
  invcode: string | undefined,
): Promise<ConferenceContext> {
  const [version, invitation] = await Promise.all([
    configVersion(db),
    loadInvitation(db, conferenceId, invcode),
  ]);
  const cache = caches.get(db) ?? new Map<number, Entry>();
  caches.set(db, cache);
  let entry = cache.get(conferenceId);
  if (!entry || entry.version !== version) {
    // Read after the counter: an edit between the two is caught by the next request's counter.
    entry = { version, rules: await loadConferenceRules(db, conferenceId) };
    cache.set(conferenceId, entry);
  }
  return { ...entry.rules, invitation };
}
