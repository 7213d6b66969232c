// The raw baseline of the concurrency cases (cases/concurrency.ts): registrations written and soft-deleted
// by a bare `node:http` handler with hand-written statements, over the same database in the same run.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type Database,
  type DatabaseConfig,
  insertPayLine,
  insertRegistration,
  openDatabase,
  type Pii,
  transact,
} from "@confreg/server/testing";
import type { Kysely } from "kysely";
import { nextIdNumber } from "./attendees";

export type RawRegistrant = { conferenceId: number; participantTypeId: number; totalFee: number };

export type RawServer = {
  url: string;
  /** A registration written raw (a fresh name, e-mail and ID number each time); its id. */
  register(registrant: RawRegistrant): Promise<number>;
  remove(id: number): Promise<void>;
  close(): Promise<void>;
};

let written = 0;

const int = (url: URL, name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);

async function readJson(req: IncomingMessage): Promise<Record<string, string | number>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** A registration soft-deleted by id. */
async function remove(db: Kysely<Database>, url: URL) {
  await db
    .updateTable("registrations")
    .set({ isDeleted: 1 })
    .where("id", "=", int(url, "id", 0))
    .execute();
  return { ok: true };
}

/**
 * One registration row and its fee line, written straight to the tables in one transaction that writes
 * first (a read first would make SQLite refuse the write at once when the server committed in between).
 */
async function register(db: Kysely<Database>, pii: Pii, body: Record<string, string | number>) {
  return transact(db, async (tx) => {
    const row = await insertRegistration(
      tx.db,
      {
        conferenceId: Number(body.conferenceId),
        participantTypeId: Number(body.participantTypeId),
        name: String(body.name),
        email: String(body.email),
        idNumber: String(body.idNumber),
      },
      pii,
    );
    await insertPayLine(tx.db, { registrationId: row.id, payStatus: 0, totalFee: Number(body.totalFee) });
    return { id: row.id };
  });
}

export async function startRawServer(database: DatabaseConfig, pii: Pii): Promise<RawServer> {
  const { db, close } = await openDatabase(database);
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://raw");
    const body =
      url.pathname === "/register" && req.method === "POST"
        ? await register(db, pii, await readJson(req))
        : url.pathname === "/delete" && req.method === "POST"
          ? await remove(db, url)
          : null;
    res.writeHead(body ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    answer(req, res).catch((error: Error) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: error.message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const res = await fetch(`${url}${path}`, init);
    if (!res.ok) throw new Error(`raw ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    url,
    async register(registrant) {
      written += 1;
      const body = {
        ...registrant,
        name: `原始${written}`,
        email: `raw${written}@example.com`,
        idNumber: nextIdNumber(),
      };
      const { id } = await send<{ id: number }>("/register", { method: "POST", body: JSON.stringify(body) });
      return id;
    },
    async remove(id) {
      await send(`/delete?id=${id}`, { method: "POST" });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await close();
    },
  };
}
