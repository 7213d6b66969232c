import { describe, expect, it } from "vitest";
import {
  eventTimeRefusal,
  type KioskEventData,
  kioskEventTime,
  kioskRevocationRefusal,
  onsitePaymentRefusal,
} from "../src";

const clientId = "8d3f2a8e-4c1b-4e7a-9f00-000000000001";
const checkin = (scannedAt: string): KioskEventData => ({
  kind: "checkin",
  clientId,
  registrationId: 1,
  scannedAt,
  method: "idNumber",
  operator: "",
});
const print = (printedAt: string): KioskEventData => ({
  kind: "print",
  clientId,
  registrationId: 1,
  printedAt,
  reprint: false,
  reason: "",
});
const payment = (at: string): KioskEventData => ({
  kind: "onsitePayment",
  clientId,
  registrationId: 1,
  receivedFee: 280_000,
  at,
  operator: "",
});

describe("what a kiosk may post (DOMAIN.md §9)", () => {
  const revoked = { revokedTime: "2026-05-10T08:00:00.000Z" };

  it("each event is dated by its own field", () => {
    expect(kioskEventTime(checkin("2026-05-10T07:00:00.000Z"))).toBe("2026-05-10T07:00:00.000Z");
    expect(kioskEventTime(print("2026-05-10T07:01:00.000Z"))).toBe("2026-05-10T07:01:00.000Z");
    expect(kioskEventTime(payment("2026-05-10T07:02:00.000Z"))).toBe("2026-05-10T07:02:00.000Z");
  });

  it("a live kiosk posts anything", () => {
    for (const event of [checkin("2030-01-01T00:00:00.000Z"), payment("2000-01-01T00:00:00.000Z")])
      expect(kioskRevocationRefusal({ revokedTime: null }, event)).toBeNull();
  });

  it("a revoked kiosk hands in check-ins and prints made up to its revocation, nothing after", () => {
    expect(kioskRevocationRefusal(revoked, checkin("2026-05-10T08:00:00.000Z"))).toBeNull();
    expect(kioskRevocationRefusal(revoked, print("2026-05-10T07:59:59.999Z"))).toBeNull();
    for (const event of [checkin("2026-05-10T08:00:00.001Z"), print("2026-05-10T11:00:00.000Z")])
      expect(kioskRevocationRefusal(revoked, event)).toMatchObject({
        code: "KIOSK_REVOKED_EVENT",
        details: { revokedAt: "2026-05-10T08:00:00.000Z" },
      });
  });

  it("a revoked kiosk's payment is refused however early it is dated", () => {
    expect(kioskRevocationRefusal(revoked, payment("2026-05-01T00:00:00.000Z"))?.code).toBe(
      "KIOSK_REVOKED_EVENT",
    );
  });
});

describe("when a desk event may be dated", () => {
  const registeredAt = "2026-05-01T09:00:00.000Z";
  const now = new Date("2026-05-10T08:00:00.000Z");

  it("between the registration's creation and the server's clock plus five minutes", () => {
    expect(eventTimeRefusal("2026-05-01T09:00:00.000Z", registeredAt, now)).toBeNull();
    expect(eventTimeRefusal("2026-05-10T08:05:00.000Z", registeredAt, now)).toBeNull();
  });

  it("before the registration existed (a 1970 clock, a date set back) is refused", () => {
    for (const at of ["1970-01-01T00:00:00.000Z", "2026-05-01T08:59:59.999Z"])
      expect(eventTimeRefusal(at, registeredAt, now)).toMatchObject({
        code: "EVENT_BEFORE_REGISTRATION",
        details: { registeredAt },
      });
  });

  it("later than the server's clock plus five minutes is refused", () => {
    expect(eventTimeRefusal("2026-05-10T08:05:00.001Z", registeredAt, now)).toMatchObject({
      code: "EVENT_AFTER_SERVER_TIME",
      details: { serverTime: "2026-05-10T08:00:00.000Z" },
    });
  });
});

describe("an onsite payment at a kiosk", () => {
  const owes = { owed: 280_000, currency: "CNY" as const };

  it("is taken when it is exactly what is owed, in the registration's currency", () => {
    expect(onsitePaymentRefusal({ receivedFee: 280_000, currency: "CNY" }, owes)).toBeNull();
    expect(onsitePaymentRefusal({ receivedFee: 280_000 }, owes)).toBeNull();
  });

  it("anything else is refused with what is owed", () => {
    for (const paid of [
      { receivedFee: 1 },
      { receivedFee: 279_999 },
      { receivedFee: 280_001 },
      { receivedFee: 280_000, currency: "USD" as const },
    ])
      expect(onsitePaymentRefusal(paid, owes)).toMatchObject({
        code: "ONSITE_PAYMENT_AMOUNT",
        details: { owed: 280_000, currency: "CNY" },
      });
  });
});
