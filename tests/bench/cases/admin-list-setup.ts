// What the list bench searches for (real values of the bulk conference) and who searches: several
// administrators, since whole phone and ID number searches are limited per account (30 in 10 minutes).
import { type Database, type Pii, TestClient } from "@confreg/server/testing";
import type { Kysely } from "kysely";
import type { BenchContext } from "../harness/context";

export type Samples = {
  /** A Chinese name of three characters and one of two, as registered. */
  longName: string;
  shortName: string;
  /** The part of an e-mail address before its number and domain, e.g. `zhiqiang.wang`. */
  emailFragment: string;
  phone: string;
  idNumber: string;
  participantTypeId: number;
};

export async function pickSamples(db: Kysely<Database>, pii: Pii, conferenceId: number): Promise<Samples> {
  const rows = await db
    .selectFrom("registrations")
    .select(["name", "email", "phone", "idType", "idNumberEnc", "participantTypeId"])
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0)
    .orderBy("id")
    .limit(2_000)
    .execute();
  const find = <T>(label: string, value: (row: (typeof rows)[number]) => T | undefined): T => {
    for (const row of rows) {
      const found = value(row);
      if (found !== undefined) return found;
    }
    throw new Error(`the bulk conference has no ${label}`);
  };
  const withLength = (n: number) => (row: { name: string }) =>
    [...row.name].length === n ? row.name : undefined;
  return {
    longName: find("three-character name", withLength(3)),
    shortName: find("two-character name", withLength(2)),
    emailFragment: find("e-mail address", (row) => /^[a-z]+\.[a-z]+/.exec(row.email)?.[0]),
    phone: find("mainland phone", (row) => (/^1\d{10}$/.test(row.phone) ? row.phone : undefined)),
    idNumber: find("mainland ID number", (row) =>
      row.idType === 1 && row.idNumberEnc ? pii.decrypt(row.idNumberEnc) : undefined,
    ),
    participantTypeId: find("participant type", (row) => row.participantTypeId),
  };
}

/**
 * `count` administrators of all conferences, signed in, each from its own address: copies of the demo
 * administrator's account (its password hash too) written with the bench's own database handle.
 */
export async function deskAdmins(context: BenchContext, db: Kysely<Database>, count: number) {
  const admin = context.server.accounts.find((a) => a.username === "admin");
  if (!admin) throw new Error("no demo administrator");
  const { id: _id, ...template } = await db
    .selectFrom("adminAccounts")
    .selectAll()
    .where("username", "=", admin.username)
    .executeTakeFirstOrThrow();
  const clients: TestClient[] = [];
  for (let n = 1; n <= count; n++) {
    const username = `bench-desk-${n}`;
    await db
      .insertInto("adminAccounts")
      .values({ ...template, username, email: "", phone: "" })
      .onConflict((oc) => oc.column("username").doNothing())
      .execute();
    const client = new TestClient(context.server.url, { "x-forwarded-for": `10.201.${n >> 8}.${n & 255}` });
    const res = await client.post("/api/admin/login", { username, password: admin.password });
    if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
    clients.push(client);
  }
  return clients;
}
