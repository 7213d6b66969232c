import { type CheckinMethod, checkinMethodValues, type KioskCheckinRecord } from "@confreg/shared";
import { loadMoneyRows, type MoneyOf, standingOf } from "#db/standing";
import { lockInIdOrder, type Tx } from "#db/transact";

/** Where the desk records: the point, as its row says now. */
export type DeskPoint = {
  id: number;
  conferenceId: number;
  isMain: boolean;
  isDeleted: boolean;
  name: { zh: string; en: string };
};

export type DeskRegistration = {
  conferenceId: number;
  createTime: string;
  isDeleted: boolean;
  /** Its pay lines and invoice as the batch has them so far (an onsite payment changes them). */
  money: MoneyOf;
  /** Whether the person may check in now (the shared standing), and why not. */
  checkIn: ReturnType<typeof standingOf>["checkIn"];
};

/** A registration's check-in eligibility from its money (the shared standing). */
export const checkInOf = (registration: { isDeleted: boolean }, money: MoneyOf) =>
  standingOf({ isDeleted: registration.isDeleted ? 1 : 0 }, money.lines, money.invoice).checkIn;

/** The canonical check-in of a registration at the point as stored, with the event that made it. */
export type StoredCheckin = {
  record: KioskCheckinRecord;
  firstEventId: number | null;
  firstClientId: string | null;
};

const asMethod = (method: string | null): CheckinMethod =>
  (checkinMethodValues as readonly string[]).includes(method ?? "") ? (method as CheckinMethod) : "manual";

/**
 * What a batch of desk events needs from the database, read in a few statements before anything is
 * decided: on Postgres the registrations are locked first, in id order (two batches for the same people
 * wait for each other, never in a circle), so everything read after is what the batch will change.
 */
export async function readDeskState(
  tx: Tx,
  point: DeskPoint,
  registrationIds: readonly number[],
  clientIds: readonly string[],
) {
  const ids = [...new Set(registrationIds)].sort((a, b) => a - b);
  const clients = [...new Set(clientIds)];
  if (tx.dialect === "postgres") await lockInIdOrder(tx.db, ids);
  const none = ids.length === 0;
  const [rows, money, checkins, printed, knownEvents, knownPrints] = await Promise.all([
    none
      ? []
      : tx.db
          .selectFrom("registrations")
          .select(["id", "conferenceId", "createTime", "isDeleted"])
          .where("id", "in", ids)
          .execute(),
    loadMoneyRows(tx.db, ids),
    none
      ? []
      : tx.db
          .selectFrom("checkins as c")
          .leftJoin("kioskDevices as d", "d.id", "c.deviceId")
          .leftJoin("checkinEvents as e", "e.id", "c.firstEventId")
          .select([
            "c.registrationId",
            "c.firstEventId",
            "c.checkedInAt",
            "d.name as deviceName",
            "e.method",
            "e.clientId",
          ])
          .where("c.pointId", "=", point.id)
          .where("c.registrationId", "in", ids)
          .execute(),
    none
      ? []
      : tx.db
          .selectFrom("badgePrints")
          .select("registrationId")
          .distinct()
          .where("registrationId", "in", ids)
          .execute(),
    clients.length === 0
      ? []
      : tx.db
          .selectFrom("checkinEvents")
          .select(["clientId", "isRepeat"])
          .where("clientId", "in", clients)
          .execute(),
    clients.length === 0
      ? []
      : tx.db
          .selectFrom("badgePrints")
          .select(["clientId", "method"])
          .where("clientId", "in", clients)
          .execute(),
  ]);
  const registrations = new Map<number, DeskRegistration>();
  for (const row of rows) {
    const own = { lines: money.lines.get(row.id) ?? [], invoice: money.invoices.get(row.id) };
    const isDeleted = row.isDeleted === 1;
    registrations.set(row.id, {
      conferenceId: row.conferenceId,
      createTime: row.createTime,
      isDeleted,
      money: own,
      checkIn: checkInOf({ isDeleted }, own),
    });
  }
  const canonical = new Map<number, StoredCheckin>();
  for (const row of checkins)
    canonical.set(row.registrationId, {
      firstEventId: row.firstEventId,
      firstClientId: row.clientId,
      record: {
        pointId: point.id,
        pointName: point.name,
        at: row.checkedInAt,
        deviceName: row.deviceName,
        method: asMethod(row.method),
      },
    });
  return {
    registrations,
    canonical,
    printed: new Set(printed.map((row) => row.registrationId)),
    knownEvents: new Map(knownEvents.map((row) => [row.clientId, row.isRepeat === 1])),
    knownPrints: new Map(
      knownPrints.flatMap((row) => (row.clientId === null ? [] : [[row.clientId, row.method === "reprint"]])),
    ),
  };
}

/** The registrations' money again (after money was taken at the desk, within the batch). */
export async function readMoney(tx: Tx, registrationIds: readonly number[]): Promise<Map<number, MoneyOf>> {
  const money = await loadMoneyRows(tx.db, registrationIds);
  return new Map(
    registrationIds.map((id) => [id, { lines: money.lines.get(id) ?? [], invoice: money.invoices.get(id) }]),
  );
}

/** The point a desk records at, or undefined when there is no such point (deleted ones are read). */
export async function readDeskPoint(tx: Tx, pointId: number): Promise<DeskPoint | undefined> {
  const row = await tx.db
    .selectFrom("checkinPoints")
    .select(["id", "conferenceId", "isMain", "isDeleted", "nameZh", "nameEn"])
    .where("id", "=", pointId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    isMain: row.isMain === 1,
    isDeleted: row.isDeleted === 1,
    name: { zh: row.nameZh, en: row.nameEn },
  };
}
