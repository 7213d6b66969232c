import { verifyCheckinQr } from "@confreg/shared";
import { beforeAll, expect, it } from "vitest";
import { conferenceQrPublicKey } from "#crypto/checkin-qr";
import { insertBulkRegistrations } from "#seed/bulk";
import { describeEachDialect } from "../helpers/database";
import { testPii } from "../helpers/pii";

/** The bulk congress the benchmark measures holds only what the product could hold. */
describeEachDialect("bulk registrations", ({ db }) => {
  let conferenceId = 0;
  const count = 1_200;
  const pii = testPii();

  beforeAll(async () => {
    ({ conferenceId } = await insertBulkRegistrations(db(), pii, { count, scannable: 5 }));
  });

  const registrations = () =>
    db()
      .selectFrom("registrations as r")
      .innerJoin("payLines as p", (join) => join.onRef("p.registrationId", "=", "r.id").on("p.seq", "=", 1))
      .innerJoin("participantTypes as t", "t.id", "r.participantTypeId")
      .innerJoin("conferences as c", "c.id", "r.conferenceId")
      .where("r.conferenceId", "=", conferenceId)
      .select([
        "r.id",
        "r.createTime",
        "r.payStatus",
        "r.totalFee",
        "r.receivedFee",
        "r.changeSeq",
        "r.isSignIn",
        "r.kioskIdHash",
        "r.checkinQr",
        "r.idType",
        "p.payStatus as linePayStatus",
        "p.totalFee as lineFee",
        "t.fee",
        "t.discountFee",
        "c.discountTime",
      ])
      .execute();

  it("writes every registration with its fee line at the price of its day, and the standing the lines give", async () => {
    const rows = await registrations();
    expect(rows).toHaveLength(count);
    for (const row of rows) {
      expect(row.lineFee).toBe(row.createTime < row.discountTime ? row.discountFee : row.fee);
      expect([row.payStatus, row.totalFee]).toEqual([row.linePayStatus, row.lineFee]);
      expect(row.receivedFee).toBe(row.payStatus === 2 ? row.lineFee : 0);
    }
    expect(new Set(rows.map((r) => r.payStatus))).toEqual(new Set([0, 2]));
    const early = rows.filter((r) => r.createTime < r.discountTime).length;
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(count);
  });

  it("gives each registration its own change sequence, an invoice, and a check-in row when it shows one", async () => {
    const rows = await registrations();
    expect(new Set(rows.map((r) => r.changeSeq)).size).toBe(count);
    expect(rows.every((r) => r.changeSeq > 0)).toBe(true);
    const ids = rows.map((r) => r.id);
    const invoices = await db()
      .selectFrom("invoices")
      .select("registrationId")
      .where("registrationId", "in", ids)
      .execute();
    expect(invoices).toHaveLength(count);
    const checkins = await db()
      .selectFrom("checkins")
      .select("registrationId")
      .where("registrationId", "in", ids)
      .execute();
    const checkedIn = rows.filter((r) => r.isSignIn === 1);
    expect(checkedIn.length).toBeGreaterThan(0);
    expect(new Set(checkins.map((c) => c.registrationId))).toEqual(new Set(checkedIn.map((r) => r.id)));
    expect(checkedIn.every((r) => r.payStatus === 2)).toBe(true);
  });

  it("derives the kiosk look-up hash for the scannable documents only", async () => {
    const rows = await registrations();
    const hashed = rows.filter((r) => r.kioskIdHash !== "");
    expect(hashed).toHaveLength(5);
    for (const row of hashed)
      expect([row.idType, row.kioskIdHash]).toEqual([1, expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });

  it("stores every registration's signed QR code, as an import would, for kiosks' badges", async () => {
    const key = { conferenceId, publicKey: conferenceQrPublicKey(pii, conferenceId) };
    const rows = await registrations();
    expect(rows).toHaveLength(count);
    for (const row of rows)
      expect(verifyCheckinQr(String(row.checkinQr), key)).toEqual({ ok: true, registrationId: row.id });
  });

  it("keeps the workshops' taken counts equal to the live registrations holding them", async () => {
    const workshops = await db()
      .selectFrom("workshops as w")
      .leftJoin("registrationWorkshops as rw", "rw.workshopId", "w.id")
      .where("w.conferenceId", "=", conferenceId)
      .groupBy(["w.id", "w.takenCount"])
      .select(["w.takenCount", (eb) => eb.fn.count<number>("rw.registrationId").as("held")])
      .execute();
    expect(workshops).toHaveLength(2);
    for (const w of workshops) expect(w.takenCount).toBe(Number(w.held));
    expect(workshops.some((w) => w.takenCount > 0)).toBe(true);
  });
});
