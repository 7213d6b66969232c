import { groupStatusFor } from "@confreg/shared";
import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { seedDemo } from "#seed/index";
import { describeEachDialect } from "../helpers/database";
import { testPii } from "../helpers/pii";

/** Node 20 has no Map.groupBy. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The demo data follows the rules of DOMAIN.md: what the back office and kiosks show must add up. */
describeEachDialect("demo seed consistency", ({ db }) => {
  beforeAll(async () => {
    await seedDemo(db(), { pii: testPii(), now: new Date("2026-03-10T08:00:00.000Z") });
    // The whole demo through the services: well under a minute alone, longer on a busy machine.
  }, 180_000);
  it("keeps each workshop's taken count equal to the selections of live registrations, within its limit", async () => {
    const workshops = await db()
      .selectFrom("workshops")
      .leftJoin("registrationWorkshops as rw", "rw.workshopId", "workshops.id")
      .leftJoin("registrations as r", (join) =>
        join.onRef("r.id", "=", "rw.registrationId").on("r.isDeleted", "=", 0),
      )
      .select([
        "workshops.takenCount",
        "workshops.numberLimit",
        (eb) => eb.fn.count<number>("r.id").as("selected"),
      ])
      .groupBy(["workshops.id", "workshops.takenCount", "workshops.numberLimit"])
      .execute();
    expect(workshops.length).toBeGreaterThanOrEqual(5);
    for (const w of workshops) {
      expect(w.takenCount).toBe(w.selected);
      if (w.numberLimit !== null) expect(w.takenCount).toBeLessThanOrEqual(w.numberLimit);
    }
    expect(workshops.some((w) => w.numberLimit !== null && w.takenCount === w.numberLimit)).toBe(true);
  });

  it("keeps each room type's rooms taken per night equal to the live stays over that night, within its stock", async () => {
    const stays = await db()
      .selectFrom("registrations")
      .select(["roomTypeId", "hotelStartDate", "hotelEndDate"])
      .where("isDeleted", "=", 0)
      .where("isHotel", "=", 1)
      .execute();
    const booked = new Map<string, number>();
    for (const stay of stays) {
      const end = Date.parse(`${stay.hotelEndDate}T00:00:00Z`);
      for (let day = Date.parse(`${stay.hotelStartDate}T00:00:00Z`); day < end; day += 86_400_000) {
        const key = `${stay.roomTypeId} ${new Date(day).toISOString().slice(0, 10)}`;
        booked.set(key, (booked.get(key) ?? 0) + 1);
      }
    }
    const taken = await db()
      .selectFrom("roomNights")
      .innerJoin("roomTypes", "roomTypes.id", "roomNights.roomTypeId")
      .select(["roomNights.roomTypeId", "roomNights.night", "roomNights.takenCount", "roomTypes.stock"])
      .where("roomNights.takenCount", ">", 0)
      .execute();
    expect(stays.length).toBeGreaterThan(0);
    expect(new Map(taken.map((t) => [`${t.roomTypeId} ${t.night}`, t.takenCount]))).toEqual(booked);
    for (const night of taken) expect(night.takenCount).toBeLessThanOrEqual(night.stock);
  });

  it("gives every state that holds money a pay time and the full received fee, and no other state either", async () => {
    const lines = await db()
      .selectFrom("payLines")
      .select(["payStatus", "payTime", "totalFee", "receivedFee"])
      .execute();
    expect(new Set(lines.map((l) => l.payStatus))).toEqual(new Set([0, 1, 2, 3, -1, -3, -2, -4]));
    for (const line of lines) {
      const held = [2, 3, -1, -3, -2, -4].includes(line.payStatus);
      expect(line.payTime === null).toBe(!held);
      expect(line.receivedFee).toBe(held ? line.totalFee : 0);
    }
  });

  it("moves invoices only once the fee was paid, and no refund is under way while its invoice is issued", async () => {
    const rows = await db()
      .selectFrom("invoices as i")
      .innerJoin("payLines as p", "p.registrationId", "i.registrationId")
      .select(["i.registrationId", "i.invoiceStatus", "i.invoiceType", "p.payStatus", "p.payTime"])
      .execute();
    const byRegistration = groupBy(rows, (row) => row.registrationId);
    for (const lines of byRegistration.values()) {
      const invoice = lines[0];
      if (!invoice || invoice.invoiceStatus === 0) continue;
      expect(invoice.invoiceType).not.toBe(7);
      expect(lines.some((line) => line.payTime !== null)).toBe(true);
      if ([2, 3].includes(invoice.invoiceStatus)) {
        expect(lines.some((line) => [-1, -3, -2].includes(line.payStatus))).toBe(false);
      }
    }
    expect(new Set(rows.map((r) => r.invoiceStatus))).toEqual(new Set([0, 1, 2, 3, -1, -2]));
  });

  it("soft-deletes only registrations that are unpaid or refunded without an issued invoice", async () => {
    const deleted = await db()
      .selectFrom("registrations as r")
      .innerJoin("payLines as p", "p.registrationId", "r.id")
      .innerJoin("invoices as i", "i.registrationId", "r.id")
      .select(["p.payStatus", "i.invoiceStatus", "r.deletedTime"])
      .where("r.isDeleted", "=", 1)
      .execute();
    expect(deleted.length).toBeGreaterThan(0);
    for (const row of deleted) {
      expect([0, -2]).toContain(row.payStatus);
      expect([2, 3]).not.toContain(row.invoiceStatus);
      expect(row.deletedTime).not.toBeNull();
    }
  });

  it("checks in only eligible registrations (DOMAIN.md §8), mirrored in isSignIn and signInTime at the main point", async () => {
    const registrations = await db()
      .selectFrom("registrations as r")
      .innerJoin("checkinPoints as cp", (join) =>
        join.onRef("cp.conferenceId", "=", "r.conferenceId").on("cp.isMain", "=", 1),
      )
      .leftJoin("checkins as c", (join) =>
        join.onRef("c.registrationId", "=", "r.id").onRef("c.pointId", "=", "cp.id"),
      )
      .select(["r.id", "r.isDeleted", "r.isSignIn", "r.signInTime", "c.checkedInAt"])
      .execute();
    const lines = groupBy(
      await db().selectFrom("payLines").select(["registrationId", "payStatus", "totalFee"]).execute(),
      (line) => line.registrationId,
    );
    // Written out from DOMAIN.md §8: not deleted, and every line paid (2), refund rejected (-4) or free.
    const eligible = (id: number) =>
      (lines.get(id) ?? []).every(
        (l) => l.payStatus === 2 || l.payStatus === -4 || (l.payStatus === 0 && l.totalFee === 0),
      );
    const checkedIn = registrations.filter((r) => r.checkedInAt !== null);
    expect(checkedIn.length).toBeGreaterThan(20);
    for (const row of registrations) {
      expect(row.isSignIn).toBe(row.checkedInAt === null ? 0 : 1);
      expect(row.signInTime).toBe(row.checkedInAt);
    }
    for (const row of checkedIn) {
      expect(row.isDeleted).toBe(0);
      expect(eligible(row.id)).toBe(true);
    }
  });

  it("keeps every registration's stored standing equal to the read model over its lines and invoice", async () => {
    const rows = await db().selectFrom("registrations").selectAll().execute();
    const { loadMoneyRows, standingColumns, standingOf } = await import("#db/standing");
    const money = await loadMoneyRows(
      db(),
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const expected = standingColumns(
        standingOf(row, money.lines.get(row.id) ?? [], money.invoices.get(row.id)),
      );
      expect(Object.fromEntries(Object.keys(expected).map((k) => [k, row[k as keyof typeof row]]))).toEqual(
        expected,
      );
    }
  });

  it("changed every state only by a transition its machine allows (the seed went through the product)", async () => {
    const { canFire, groupMachine, invoiceMachine, paymentMachine, registrationMachine } = await import(
      "@confreg/shared"
    );
    const machines = {
      payment: paymentMachine,
      invoice: invoiceMachine,
      group: groupMachine,
      registration: registrationMachine,
    };
    const rows = await db()
      .selectFrom("auditLog")
      .select(["action", "event", "fromState", "actorKind"])
      .where("event", "is not", null)
      .execute();
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      const machine = machines[row.action.split(".")[0] as keyof typeof machines];
      const from = row.fromState === "0" || row.fromState ? Number(row.fromState) : Number.NaN;
      expect(
        canFire(machine as typeof paymentMachine, from as 0, row.event as "confirmPayment", row.actorKind),
        row.action,
      ).toBe(true);
    }
  });

  it("keeps groups consistent: a leader among the members, paid count and status from the live paid members", async () => {
    const groups = await db()
      .selectFrom("groups")
      .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
      .select([
        "groups.id",
        "groups.groupStatus",
        "groups.payNumber",
        "groups.leaderRegistrationId",
        "groupSchemes.minNumber",
      ])
      .execute();
    expect(new Set(groups.map((g) => g.groupStatus))).toEqual(new Set([0, 1, 2]));
    for (const group of groups) {
      const members = await db()
        .selectFrom("registrations as r")
        .select(["r.id", "r.isManager", "r.isRemoved", "r.isDeleted", "r.payStatus"])
        .where("r.groupId", "=", group.id)
        .execute();
      const leader = members.find((m) => m.id === group.leaderRegistrationId);
      expect(leader?.isManager).toBe(1);
      const paid = members.filter(
        (m) => m.isRemoved === 0 && m.isDeleted === 0 && [2, 3].includes(m.payStatus),
      ).length;
      expect(group.payNumber).toBe(paid);
      expect(group.groupStatus).toBe(groupStatusFor({ paidMembers: paid, minNumber: group.minNumber }));
      const waiting = members.some((m) => m.payStatus === 3);
      expect(waiting).toBe(group.groupStatus === 1);
    }
  });

  it("gives every registration its own change sequence value from the counter", async () => {
    const row = await db()
      .selectFrom("registrations")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.max("changeSeq").as("max"),
        sql<number>`count(distinct change_seq)`.as("distinct"),
      ])
      .executeTakeFirstOrThrow();
    const counter = await db().selectFrom("changeCounter").select("value").executeTakeFirstOrThrow();
    expect(row.distinct).toBe(row.n);
    expect(row.max).toBe(counter.value);
  });
});
