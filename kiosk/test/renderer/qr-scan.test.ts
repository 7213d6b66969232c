import { randomBytes } from "node:crypto";
import { checkinQrPublicKey, signCheckinQr } from "@confreg/shared";
import { describe, expect, it, vi } from "vitest";
import { isNameQuery, lookupScan, scanKindOf } from "#renderer/lookup/lookup";
import { isQrScan, isWholeQrScan } from "#renderer/lookup/qr-scan";
import { enrolledDb, enrolment, stored } from "./fixtures";

/** The conference's signing seed, as the server derives it; the kiosk only ever gets the public key. */
const seed = new Uint8Array(randomBytes(32));
const publicKey = checkinQrPublicKey(seed);
const otherSeed = new Uint8Array(randomBytes(32));
const conferenceId = 1;

const withKey = (key: string | undefined = publicKey) => {
  const base = enrolment();
  return { ...base, conference: { ...base.conference, qrPublicKey: key } };
};

/** Another character in place of one in the signature: what a copied-wrong or forged code looks like. */
const tamper = (payload: string) => {
  const at = payload.length - 10;
  return payload.slice(0, at) + (payload[at] === "A" ? "B" : "A") + payload.slice(at + 1);
};

async function kioskWith(...ids: number[]) {
  const db = await enrolledDb();
  await db.registrations.bulkPut(
    ids.map((id) => stored(id, { name: id === 42 ? "欧阳明月" : `参会者${id}` })),
  );
  return db;
}

describe("registration QR look-up, offline", () => {
  it("a code of this conference, signed with its key, finds the registration by id, without any network", async () => {
    const db = await kioskWith(41, 42, 43);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const payload = signCheckinQr(seed, { conferenceId, registrationId: 42 });

    const result = await lookupScan(db, withKey(), payload);

    expect(result).toMatchObject({
      kind: "found",
      registration: { id: 42, name: "欧阳明月" },
      matches: 1,
      method: "qr",
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("the scanner's Enter and surrounding spaces do not matter", async () => {
    const db = await kioskWith(42);
    const payload = signCheckinQr(seed, { conferenceId, registrationId: 42 });

    expect(await lookupScan(db, withKey(), ` ${payload}\n`)).toMatchObject({ registration: { id: 42 } });
  });

  it("a code of another conference is refused as such, even for an id this kiosk holds", async () => {
    const db = await kioskWith(42);
    const other = signCheckinQr(seed, { conferenceId: 2, registrationId: 42 });

    expect(await lookupScan(db, withKey(), other)).toEqual({ kind: "qr-refused", reason: "otherConference" });
  });

  it("an altered signature, or a code signed with another key, is refused", async () => {
    const db = await kioskWith(42);
    const payload = signCheckinQr(seed, { conferenceId, registrationId: 42 });
    const forged = signCheckinQr(otherSeed, { conferenceId, registrationId: 42 });
    // The id changed, the signature kept: someone trying to check another person in.
    const swapped = payload.replace(`.${conferenceId}.42.`, `.${conferenceId}.41.`);

    for (const bad of [tamper(payload), forged, swapped])
      expect(await lookupScan(db, withKey(), bad)).toEqual({ kind: "qr-refused", reason: "badSignature" });
  });

  it("a code cut short or garbled is not a registration QR code", async () => {
    const db = await kioskWith(42);
    const payload = signCheckinQr(seed, { conferenceId, registrationId: 42 });

    for (const bad of [payload.slice(0, 40), "CR1.1.42", "CR1.abc.def.ghi"])
      expect(await lookupScan(db, withKey(), bad)).toEqual({ kind: "qr-refused", reason: "malformed" });
  });

  it("without the conference's key (enrolled before the server sent it, no sync since), codes cannot be checked", async () => {
    const db = await kioskWith(42);
    const payload = signCheckinQr(seed, { conferenceId, registrationId: 42 });

    expect(await lookupScan(db, enrolment(), payload)).toEqual({ kind: "qr-refused", reason: "noKey" });
    expect(await lookupScan(db, withKey(""), payload)).toEqual({ kind: "qr-refused", reason: "noKey" });
    // A stored key that is not 32 bytes of base64url counts as none.
    expect(await lookupScan(db, withKey("c2hvcnQ"), payload)).toEqual({
      kind: "qr-refused",
      reason: "noKey",
    });
  });

  it("a valid code for a registration this kiosk does not hold (deleted, or newer than the last sync) finds nobody", async () => {
    const db = await kioskWith(41);
    const payload = signCheckinQr(seed, { conferenceId, registrationId: 42 });

    expect(await lookupScan(db, withKey(), payload)).toEqual({ kind: "not-found" });
  });

  it("what the camera reads is only ever a QR code: another kind of code is refused, never searched as a name", async () => {
    const db = await kioskWith(42);
    const payload = signCheckinQr(seed, { conferenceId, registrationId: 42 });

    expect(await lookupScan(db, withKey(), payload, "camera")).toMatchObject({ registration: { id: 42 } });
    for (const other of ["ouyang", "https://example.org/", "6901234567892"])
      expect(await lookupScan(db, withKey(), other, "camera")).toEqual({
        kind: "qr-refused",
        reason: "malformed",
      });
    // Even before the kiosk has the key: it is not a registration code at all.
    expect(await lookupScan(db, enrolment(), "ouyang", "camera")).toEqual({
      kind: "qr-refused",
      reason: "malformed",
    });
    // The same text typed in the box is a name search.
    expect(await lookupScan(db, withKey(), "ouyang")).toMatchObject({ kind: "found", method: "search" });
  });

  it("a payload is never taken for a name or a number", () => {
    const payload = signCheckinQr(seed, { conferenceId, registrationId: 42 });

    for (const scan of [payload, "CR1.abc", `  ${payload} `]) {
      expect(isQrScan(scan)).toBe(true);
      expect(isNameQuery(scan)).toBe(false);
      expect(scanKindOf(scan)).toBe("qr");
    }
    expect(scanKindOf("zhangsan")).toBe("name");
    expect(scanKindOf("zhangsan", "camera")).toBe("qr");
    expect(scanKindOf("11010519491231002X")).toBe("number");
  });

  it("a payload read to the end of its signature is whole; one cut short is not", () => {
    const payload = signCheckinQr(seed, { conferenceId: 123, registrationId: 98765 });

    expect(isWholeQrScan(payload)).toBe(true);
    expect(isWholeQrScan(payload.slice(0, -1))).toBe(false);
    expect(isWholeQrScan(`${payload}x`)).toBe(false);
    expect(isWholeQrScan("11010519491231002X")).toBe(false);
  });
});
