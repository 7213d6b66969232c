import type { Kysely } from "kysely";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import type { DemoFile, DemoFileKind } from "./files";
import type { PeopleFactory } from "./people";
import type { Random } from "./random";

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** What every part of the demo seed works with, inside the seed's one transaction. */
export type SeedContext = {
  db: Kysely<Database>;
  pii: Pii;
  now: Date;
  random: Random;
  people: PeopleFactory;
  files: Record<DemoFileKind, DemoFile>;
  /** The all-conferences administrator and each conference's staff account (by conference id). */
  adminId: number;
  staffIds: Map<number, number>;
  /** Taxpayer numbers made up per organisation, so an organisation keeps its number. */
  taxNumbers: Map<string, string>;
};

export const iso = (ms: number) => new Date(ms).toISOString();

/** A time (ms) between two others, at a random fraction within [from, to] of the way. */
export function between(random: Random, startMs: number, endMs: number, from = 0, to = 1): number {
  return Math.round(startMs + (endMs - startMs) * (from + (to - from) * random.next()));
}

/** A made-up but well-formed unified social credit code (18 characters) for an organisation. */
export function taxNumberOf(ctx: SeedContext, organisation: string, company = false): string {
  let number = ctx.taxNumbers.get(organisation);
  if (!number) {
    const r = ctx.random;
    number = `${company ? "91" : "12"}${r.pick(["110000", "310000", "440300", "330100", "420100"])}${r.chars(9, "0123456789ABCDEFGHJKLMNPQRTUWXY")}${r.digits(1)}`;
    ctx.taxNumbers.set(organisation, number);
  }
  return number;
}

type DemoUploadPlace = {
  owner: { kind: "system" } | { kind: "attendee"; id: number };
  registrationId: number | null;
  conferenceId: number | null;
};

async function insertDemoUploadRow(ctx: SeedContext, kind: DemoFileKind, place: DemoUploadPlace, tx: Tx) {
  const file = ctx.files[kind];
  const row = await tx.db
    .insertInto("uploads")
    .values({
      kind,
      storageKey: file.storageKey,
      mime: file.mime,
      size: file.data.length,
      sha256: file.sha256,
      ownerKind: place.owner.kind,
      ownerId: place.owner.kind === "attendee" ? place.owner.id : null,
      registrationId: place.registrationId,
      conferenceId: place.conferenceId,
      createTime: tx.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An upload row pointing at one of the demo images, owned by the registration's conference. */
export async function insertDemoUpload(
  ctx: SeedContext,
  kind: DemoFileKind,
  registrationId: number,
  tx: Tx,
): Promise<number> {
  const { conferenceId } = await tx.db
    .selectFrom("registrations")
    .select("conferenceId")
    .where("id", "=", registrationId)
    .executeTakeFirstOrThrow();
  return insertDemoUploadRow(ctx, kind, { owner: { kind: "system" }, registrationId, conferenceId }, tx);
}

/** One of the demo images as the attendee uploaded it, before the form that names it is submitted. */
export const insertAttendeeDemoUpload = (ctx: SeedContext, kind: DemoFileKind, accountId: number, tx: Tx) =>
  insertDemoUploadRow(
    ctx,
    kind,
    { owner: { kind: "attendee", id: accountId }, registrationId: null, conferenceId: null },
    tx,
  );
