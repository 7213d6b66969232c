import type { ServedSyncVersion } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { AppDeps } from "#http/env";
import { type EncodedJson, type Encoding, encodeJson } from "./compress-json";
import { readSyncPage, type SyncRequest } from "./sync";

/** A sync page ready to send, with what the kiosk's request for the next one will carry. */
export type ReadyPage = { cursor: number; hasMore: boolean; remaining: number; answer: EncodedJson };

/** A page as a kiosk asks for it: the same ask gets the same page. */
export type PageAsk = {
  conferenceId: number;
  request: Pick<SyncRequest, "cursor" | "limit" | "remaining">;
  version: ServedSyncVersion;
  encoding: Encoding | null;
};

type Ahead = { key: string; page: Promise<ReadyPage>; expiry: NodeJS.Timeout };

/** Per database handle (each test has its own), per kiosk: the one page made ahead for it. */
const aheadByDb = new WeakMap<Kysely<Database>, Map<number, Ahead>>();

/** How long a page made ahead waits for its kiosk's request; a kiosk that stopped leaves it no longer. */
const keptMs = 10_000;

const keyOf = ({ conferenceId, request, version, encoding }: PageAsk) =>
  JSON.stringify([conferenceId, request.cursor, request.limit, request.remaining ?? null, version, encoding]);

function aheadOf(db: Kysely<Database>): Map<number, Ahead> {
  const ahead = aheadByDb.get(db) ?? new Map<number, Ahead>();
  aheadByDb.set(db, ahead);
  return ahead;
}

async function makePage(deps: AppDeps, ask: PageAsk): Promise<ReadyPage> {
  const page = await readSyncPage(deps, ask.conferenceId, ask.request, ask.version);
  const { cursor, hasMore, remaining } = page;
  return { cursor, hasMore, remaining, answer: await encodeJson(page, ask.encoding) };
}

/**
 * Starts making the page a kiosk will ask for next, once the answer in hand has gone to its socket (on
 * SQLite the reads hold the thread). Kept for this kiosk until asked for, replaced or `keptMs` old.
 */
function makeAhead(deps: AppDeps, deviceId: number, ask: PageAsk): void {
  const waiting = aheadOf(deps.db);
  const page = new Promise<void>((resolve) => setImmediate(resolve)).then(() => makePage(deps, ask));
  page.catch(() => undefined); // a failure is met again by the request, which then reads afresh
  const expiry = setTimeout(() => {
    if (waiting.get(deviceId)?.page === page) waiting.delete(deviceId);
  }, keptMs).unref();
  clearTimeout(waiting.get(deviceId)?.expiry);
  waiting.set(deviceId, { key: keyOf(ask), page, expiry });
}

/**
 * The sync page a kiosk asked for, and the next one begun while this one travels and the kiosk reads it:
 * a first sync is a hundred pages asked for one after the other, and each page's reads, JSON and
 * compression then no longer stand between two of them. The page made ahead is what the kiosk would
 * have got by asking a moment sooner: it holds the changes after its cursor as they were then, and a
 * registration changed since has a later change number, so it comes again, as it now is, on a later
 * page (kiosk/README.md, "Payload versions"). Taken only by the same kiosk asking exactly that (cursor, limit,
 * remaining, version and encoding); anything else is read afresh. It lives in this process alone and
 * keeps nothing another process needs: a request that reaches another process reads its page there.
 */
export async function takeSyncPage(deps: AppDeps, deviceId: number, ask: PageAsk): Promise<ReadyPage> {
  const waiting = aheadOf(deps.db);
  const ahead = waiting.get(deviceId);
  if (ahead) {
    waiting.delete(deviceId);
    clearTimeout(ahead.expiry);
  }
  const page =
    ahead?.key === keyOf(ask) ? await ahead.page.catch(() => makePage(deps, ask)) : await makePage(deps, ask);
  if (page.hasMore) {
    const request = { cursor: page.cursor, limit: ask.request.limit, remaining: page.remaining };
    makeAhead(deps, deviceId, { ...ask, request });
  }
  return page;
}

/** The page being made ahead for a kiosk, once it is made (tests: to change data after it). */
export async function pageMadeAhead(db: Kysely<Database>, deviceId: number): Promise<void> {
  await aheadByDb.get(db)?.get(deviceId)?.page;
}
