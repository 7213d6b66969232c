import type { KioskConference } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { fillKioskHashes } from "#features/kiosk-sync/kiosk-hash-job";
import { insertAdmin } from "#seed/index";
import type { TestApp, TestClient } from "./app";

export type Scrypt = { algorithm: string; salt: string; N: number; r: number; p: number; dkLen: number };
export type EnrolAnswer = {
  token: string;
  deviceId: number;
  conference: KioskConference;
  lookup: Scrypt;
  pin: Scrypt & { hash: string };
};
export type KioskRow = {
  id: number;
  idType: number;
  idHash: string | null;
  /** Versions 2 and 3 only, and always empty (DOMAIN.md §9). */
  idNumberMasked?: string;
  checkIn: { eligible: boolean; reason: string };
  owed: number;
  currency: string;
  [field: string]: unknown;
};
export type SyncAnswer = {
  version: number;
  cursor: number;
  hasMore: boolean;
  remaining: number;
  registrations: KioskRow[];
  tombstones: number[];
  /** Version 3 only. */
  conference?: KioskConference;
};

/** An administrator bound to one conference (the role that pairs kiosks), signed in. */
export async function conferenceAdmin(app: TestApp, db: Kysely<Database>, conferenceId: number) {
  const { account, password } = await insertAdmin(db, { role: 1, conferenceId });
  const client = app.client();
  await client.post("/api/admin/login", { username: account.username, password });
  return { account, client };
}

/** A kiosk's side of the API, over plain HTTP with its bearer token. */
export function kioskApi(app: TestApp) {
  return {
    async enrol(code: string, deviceName = "Gate A") {
      const res = await fetch(`${app.url}/api/kiosk/enrol`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code, deviceName }),
      });
      return { status: res.status, body: (await res.json()) as EnrolAnswer & { code?: string } };
    },
    async sync(token: string, cursor: number, options: { limit?: number; version?: number | null } = {}) {
      const query = new URLSearchParams({ cursor: String(cursor), limit: String(options.limit ?? 100) });
      if (options.version !== null) query.set("version", String(options.version ?? 2));
      const res = await fetch(`${app.url}/api/kiosk/sync?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as SyncAnswer & { code?: string } };
    },
    /** Every page after `cursor`, as a kiosk pulls them. */
    async syncAll(token: string, from = 0) {
      const rows: KioskRow[] = [];
      let cursor = from;
      for (;;) {
        const page = await this.sync(token, cursor, { limit: 2 });
        if (page.status !== 200) throw new Error(`sync answered ${page.status}`);
        rows.push(...page.body.registrations);
        cursor = page.body.cursor;
        if (!page.body.hasMore) return { rows, cursor };
      }
    },
  };
}

/** A pairing code issued by `client` for the conference with the given PIN. */
export async function issueCode(client: TestClient, conferenceId: number, pin = "2468") {
  const res = await client.post<{ code: string }>(`/api/admin/conferences/${conferenceId}/kiosk-pairings`, {
    pin,
  });
  if (res.status !== 201) throw new Error(`pairing answered ${res.status}`);
  return res.body.code;
}

/** Runs the server's background job until every document has its kiosk columns. */
export async function fillAllKioskHashes(app: TestApp, db: Kysely<Database>) {
  while ((await fillKioskHashes({ db, pii: app.pii, now: () => app.clock.now }, { batch: 10 })) > 0);
}
