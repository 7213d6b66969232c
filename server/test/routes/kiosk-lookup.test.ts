import { createHmac, scryptSync } from "node:crypto";
import { idNumberCheckChar } from "@confreg/shared";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { transact } from "#db/transact";
import { renewKioskHashes } from "#features/conferences/renew-kiosk-hashes";
import { registrantColumns } from "#features/people/registrant-columns";
import { insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { conferenceAdmin, type EnrolAnswer, fillAllKioskHashes, issueCode, kioskApi } from "../helpers/kiosk";

const withCheck = (first17: string) => first17 + idNumberCheckChar(first17);
const mainland = "11010519491231002X";
const residencePermit = withCheck("81000019900101123");
const foreignPermanent = withCheck("91115619850505001");
const passport = "E12345678";

/** Every string anywhere in a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

describeEachDialect("what a kiosk holds of ID numbers", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let kiosk: ReturnType<typeof kioskApi>;
  let enrolled: EnrolAnswer;
  const ids: Record<string, number> = {};

  const register = async (name: string, idType: number, idNumber: string) => {
    const r = await insertRegistration(
      db(),
      {
        conferenceId: fx.conference.id,
        participantTypeId: fx.types.delegate.id,
        name,
        idType,
        idNumber,
      } as never,
      app.pii,
    );
    await insertPayLine(db(), { registrationId: r.id, payStatus: 2, totalFee: 100_000 });
    ids[name] = r.id;
  };

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    kiosk = kioskApi(app);
    await register("mainland", 1, mainland);
    await register("permit", 2, residencePermit);
    await register("foreigner", 3, foreignPermanent);
    await register("passport", 6, passport);
    const { client } = await conferenceAdmin(app, db(), fx.conference.id);
    enrolled = (await kiosk.enrol(await issueCode(client, fx.conference.id))).body;
  });
  afterAll(() => app.close());

  it("before the background job has run, kiosks get no hash; the job's rows come back as changes", async () => {
    const first = await kiosk.syncAll(enrolled.token);
    expect(first.rows.map((row) => row.idHash)).toEqual([null, null, null, null]);
    await fillAllKioskHashes(app, db());
    const delta = await kiosk.syncAll(enrolled.token, first.cursor);
    expect(delta.rows.map((row) => row.id).sort()).toEqual(Object.values(ids).sort());
  });

  it("confirming one guess from the enrolment and a synced page takes a scrypt (N=2^14, r=8, p=1) under the conference's salt", async () => {
    await fillAllKioskHashes(app, db());
    const { rows } = await kiosk.syncAll(enrolled.token);
    const row = rows.find((r) => r.id === ids.mainland);
    const { algorithm, salt, N, r, p, dkLen } = enrolled.lookup;
    expect({ algorithm, N, r, p, dkLen }).toEqual({ algorithm: "scrypt", N: 16384, r: 8, p: 1, dkLen: 32 });
    const saltBytes = Buffer.from(salt, "base64");
    expect(row?.idHash).toBe(scryptSync(mainland, saltBytes, 32, { N: 16384, r: 8, p: 1 }).toString("hex"));
    // Nothing cheaper confirms it: no HMAC or plain hash of the number under the salt, no number in clear.
    const fast = [
      createHmac("sha256", saltBytes).update(mainland).digest("hex"),
      createHmac("sha256", saltBytes).update(mainland).digest("base64"),
    ];
    const held = [...stringsOf(rows), ...stringsOf(enrolled)];
    for (const text of held) {
      expect(fast).not.toContain(text);
      for (const number of [mainland, residencePermit, foreignPermanent, passport])
        expect(text).not.toContain(number);
    }
  });

  it("no version of a sync page carries any clear part of a number beside its hash: not the last four", async () => {
    await fillAllKioskHashes(app, db());
    const tails = [mainland, residencePermit, foreignPermanent, passport].map((number) => number.slice(-4));
    for (const version of [2, 3, 4]) {
      const page = await kiosk.sync(enrolled.token, 0, { limit: 100, version });
      expect(page.status).toBe(200);
      expect(page.body.registrations).toHaveLength(4);
      for (const row of page.body.registrations) {
        // Versions 2 and 3 keep the field, empty, for kiosks not yet updated; version 4 has none.
        if (version === 4) expect(row).not.toHaveProperty("idNumberMasked");
        else expect(row.idNumberMasked).toBe("");
        // The hash and the signed QR code are the only strings a tail may turn up in by chance.
        const clear = stringsOf({ ...row, idHash: null, checkinQr: null });
        for (const tail of tails) for (const text of clear) expect(text).not.toContain(tail);
      }
    }
  });

  it("every 18-character kind is hashed for scanning; a passport only shows its last four", async () => {
    const { rows } = await kiosk.syncAll(enrolled.token);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const saltBytes = Buffer.from(enrolled.lookup.salt, "base64");
    for (const [name, number, idType] of [
      ["permit", residencePermit, 2],
      ["foreigner", foreignPermanent, 3],
    ] as const) {
      const row = byId.get(ids[name] ?? 0);
      expect(row?.idType).toBe(idType);
      expect(row?.idHash).toBe(scryptSync(number, saltBytes, 32, { N: 16384, r: 8, p: 1 }).toString("hex"));
    }
    expect(byId.get(ids.passport ?? 0)).toMatchObject({ idType: 6, idHash: null });
  });

  it("sync never decrypts an ID number", async () => {
    const decrypt = vi.spyOn(app.pii, "decrypt");
    await kiosk.syncAll(enrolled.token);
    expect(decrypt).not.toHaveBeenCalled();
  });

  it("writing a document clears its kiosk hash, and the job derives it again for the new number", async () => {
    const other = withCheck("32010219850611427");
    const columns = registrantColumns({ idNumber: other } as never, app.pii);
    expect(columns).toMatchObject({ kioskIdHash: null });
    await db()
      .updateTable("registrations")
      .set({ idNumberEnc: columns.idNumberEnc, kioskIdHash: null })
      .where("id", "=", ids.mainland ?? 0)
      .execute();
    await fillAllKioskHashes(app, db());
    const { rows } = await kiosk.syncAll(enrolled.token);
    const row = rows.find((r) => r.id === ids.mainland);
    const saltBytes = Buffer.from(enrolled.lookup.salt, "base64");
    expect(row?.idHash).toBe(scryptSync(other, saltBytes, 32, { N: 16384, r: 8, p: 1 }).toString("hex"));
  });

  it("the conference's look-up cost decides the scrypt: fast (N=2^12) on the next page and, once renewed, in every hash", async () => {
    const setCost = async (kioskLookupCost: string) => {
      const { settings } = await db()
        .selectFrom("conferences")
        .select("settings")
        .where("id", "=", fx.conference.id)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable("conferences")
        .set({ settings: JSON.stringify({ ...JSON.parse(settings), kioskLookupCost }) })
        .where("id", "=", fx.conference.id)
        .execute();
      await transact(db(), (tx) => renewKioskHashes(tx, fx.conference.id), { at: app.clock.now });
      await fillAllKioskHashes(app, db());
    };
    const hashOf = (number: string, N: number) =>
      scryptSync(number, Buffer.from(enrolled.lookup.salt, "base64"), 32, { N, r: 8, p: 1 }).toString("hex");
    try {
      await setCost("fast");
      const page = await kiosk.sync(enrolled.token, 0, { limit: 100, version: 3 });
      expect(page.body.conference?.lookup).toMatchObject({ N: 4096, r: 8, p: 1, dkLen: 32 });
      expect(page.body.conference?.lookup?.salt).toBe(enrolled.lookup.salt);
      const byId = new Map(page.body.registrations.map((row) => [row.id, row.idHash]));
      expect(byId.get(ids.permit ?? 0)).toBe(hashOf(residencePermit, 4096));
      expect(byId.get(ids.foreigner ?? 0)).toBe(hashOf(foreignPermanent, 4096));
      expect(byId.get(ids.passport ?? 0)).toBeNull();
    } finally {
      await setCost("strong");
    }
    const again = await kiosk.syncAll(enrolled.token);
    expect(again.rows.find((row) => row.id === ids.permit)?.idHash).toBe(hashOf(residencePermit, 16384));
  });
});
