import { describe, expect, it } from "vitest";
import { checkinAtPoint, mayCheckIn, pendingPayment } from "#renderer/checkin/checkin-state";
import type { LocalCheckin, QueuedEvent } from "#renderer/db/db";
import { stored } from "./fixtures";

const point = { id: 1, name: { zh: "主会场", en: "Main hall" } };
const hall = { zh: "主会场", en: "Main hall" };
const local = (overrides: Partial<LocalCheckin> = {}): LocalCheckin => ({
  clientId: "c-1",
  registrationId: 3,
  pointId: 1,
  at: "2027-05-01T01:20:00.000Z",
  method: "idNumber",
  operator: "",
  state: "waiting",
  canonical: null,
  ...overrides,
});

describe("the check-in shown for this kiosk's point", () => {
  it("none when nobody checked the person in here, even with a check-in at another point", () => {
    const row = stored(3, {
      checkins: [
        {
          pointId: 2,
          pointName: { zh: "晚宴", en: "Dinner" },
          at: "2027-05-01T11:00:00.000Z",
          deviceName: "B",
          method: "card",
        },
      ],
    });
    expect(checkinAtPoint(row, [], point, "Hall A")).toBeNull();
  });

  it("a check-in made here shows at once, as this kiosk's and waiting to be sent", () => {
    expect(checkinAtPoint(stored(3), [local()], point, "Hall A")).toEqual({
      at: "2027-05-01T01:20:00.000Z",
      deviceName: "Hall A",
      pointName: hall,
      waiting: true,
      clientId: "c-1",
    });
  });

  it("the earliest wins: a synced check-in by another kiosk before ours is the one shown", () => {
    const row = stored(3, {
      checkins: [
        { pointId: 1, pointName: hall, at: "2027-05-01T01:05:00.000Z", deviceName: "Hall B", method: "card" },
      ],
    });
    expect(checkinAtPoint(row, [local()], point, "Hall A")).toEqual({
      at: "2027-05-01T01:05:00.000Z",
      deviceName: "Hall B",
      pointName: hall,
      waiting: false,
      clientId: null,
    });
  });

  it("after the server answered, its canonical check-in stands: ours, or an earlier one elsewhere", () => {
    const ours = local({
      state: "sent",
      canonical: {
        pointId: 1,
        pointName: hall,
        at: "2027-05-01T01:20:00.000Z",
        deviceName: "Hall A",
        method: "idNumber",
      },
    });
    expect(checkinAtPoint(stored(3), [ours], point, "Hall A")).toMatchObject({
      clientId: "c-1",
      waiting: false,
    });
    const repeat = local({
      state: "sent",
      canonical: {
        pointId: 1,
        pointName: hall,
        at: "2027-05-01T00:50:00.000Z",
        deviceName: null,
        method: "manual",
      },
    });
    expect(checkinAtPoint(stored(3), [repeat], point, "Hall A")).toMatchObject({
      at: "2027-05-01T00:50:00.000Z",
      deviceName: null,
      clientId: null,
    });
  });

  it("our own check-in, synced back from the server before its answer, is still ours (not a repeat)", () => {
    const row = stored(3, {
      checkins: [
        {
          pointId: 1,
          pointName: hall,
          at: "2027-05-01T01:20:00.000Z",
          deviceName: "Hall A",
          method: "idNumber",
        },
      ],
    });
    expect(checkinAtPoint(row, [local({ state: "sent" })], point, "Hall A")).toEqual({
      at: "2027-05-01T01:20:00.000Z",
      deviceName: "Hall A",
      pointName: hall,
      waiting: false,
      clientId: "c-1",
    });
  });

  it("an enrolment from before check-in points goes by the main point's isSignIn", () => {
    const row = stored(3, { isSignIn: true, signInTime: "2027-05-01T00:40:00.000Z" });
    expect(checkinAtPoint(row, [], undefined, "Hall A")).toMatchObject({ at: "2027-05-01T00:40:00.000Z" });
  });
});

describe("checking in after an onsite payment", () => {
  const payment = (receivedFee: number): QueuedEvent => ({
    clientId: "p",
    kind: "onsitePayment",
    registrationId: 3,
    payload: { kind: "onsitePayment", clientId: "p", registrationId: 3, receivedFee, at: "", operator: "" },
    createdAt: "",
    attempts: 0,
    lastError: null,
  });
  const owing = stored(3, { owed: 80_000, checkIn: { eligible: false, reason: "unpaid" } });

  it("is allowed once a payment recorded here covers what is owed", () => {
    expect(pendingPayment([payment(50_000), payment(30_000)])).toBe(80_000);
    expect(mayCheckIn(owing, 80_000)).toBe(true);
    expect(mayCheckIn(owing, 79_999)).toBe(false);
    expect(mayCheckIn(stored(3, { checkIn: { eligible: false, reason: "refunding" } }), 0)).toBe(false);
  });
});
