import {
  AppError,
  type CheckinMethod,
  type Currency,
  eventTimeRefusal,
  type KioskCheckinRecord,
} from "@confreg/shared";
import { type Insertable, type Kysely, sql } from "kysely";
import { runsOf } from "#db/runs";
import type { Database } from "#db/schema";
import type { MoneyOf } from "#db/standing";
import type { Tx } from "#db/transact";
import { type ActorRef, type AuditEntry, writeAudit } from "#lib/audit/write-audit";
import { checkInOf, type DeskPoint, readDeskState, type StoredCheckin } from "./desk-state";

/** Who records at the desk: the back office (an admin) or a kiosk, whose name its answers carry. */
export type DeskActor = { actor: ActorRef; deviceName: string | null };

export type DeskCheckin = {
  registrationId: number;
  clientId: string;
  method: CheckinMethod;
  scannedAt: string;
  operator?: string;
};
export type DeskPrint = {
  registrationId: number;
  clientId: string | null;
  printedAt: string;
  reason: string;
};

/**
 * applied: this scan is now the canonical check-in (the first, or earlier than the one before); repeat:
 * the person was checked in here before it; duplicate: this client id was recorded already. `checkin` is
 * the canonical check-in at the point once this scan is decided.
 */
export type CheckinOutcome =
  | { status: "applied"; repeat: false; at: string; checkin: KioskCheckinRecord }
  | { status: "repeat" | "duplicate"; repeat: boolean; checkin: KioskCheckinRecord | undefined };
/** Money taken at the desk (conferences with `isOnsite`), as the kiosk reported it. */
export type DeskPayment = {
  registrationId: number;
  clientId: string;
  receivedFee: number;
  currency?: Currency | undefined;
  at: string;
  operator: string;
};
export type PrintOutcome = { status: "applied" | "duplicate"; reprint: boolean };

type EventRow = Insertable<Database["checkinEvents"]> & { clientId: string; isRepeat: number };
/** A check-in scan recorded by this batch, its id known once written. */
type NewEvent = { row: EventRow; id?: number };
type PrintRow = Insertable<Database["badgePrints"]>;
type NewPrint = { row: PrintRow; id?: number };
/** The canonical check-in as the batch leaves it: stored before, or made by one of its scans. */
type Canonical = { record: KioskCheckinRecord; stored: StoredCheckin | null; event: NewEvent | null };

/**
 * A batch of desk events (DOMAIN.md §8) in one unit of work: what it needs is read at once (readDeskState),
 * each event is decided in memory in the order given, with the same rules and outcomes as one at a time
 * (the earliest scan at a point is the canonical check-in; a later-arriving earlier scan takes its place;
 * every print is logged, a reprint when one came before), and `write` stores it all in a few statements.
 * An event that is refused throws its AppError before it changes anything.
 */
export class DeskBatch {
  readonly #newEvents: NewEvent[] = [];
  readonly #newPrints: NewPrint[] = [];
  readonly #newPayments: Insertable<Database["checkinEvents"]>[] = [];
  readonly #canonical = new Map<number, Canonical>();
  /** Stored events a scan of this batch made a repeat of. */
  readonly #demoted: number[] = [];
  readonly #audits: (() => AuditEntry)[] = [];
  readonly #touched = new Set<number>();

  private constructor(
    readonly tx: Tx,
    readonly point: DeskPoint,
    readonly desk: DeskActor,
    readonly state: Awaited<ReturnType<typeof readDeskState>>,
  ) {
    for (const [id, stored] of state.canonical)
      this.#canonical.set(id, { record: stored.record, stored, event: null });
  }

  static async open(
    tx: Tx,
    point: DeskPoint,
    desk: DeskActor,
    events: readonly { registrationId: number; clientId: string | null }[],
  ): Promise<DeskBatch> {
    const clientIds = events.flatMap((e) => (e.clientId === null ? [] : [e.clientId]));
    const state = await readDeskState(
      tx,
      point,
      events.map((e) => e.registrationId),
      clientIds,
    );
    return new DeskBatch(tx, point, desk, state);
  }

  get #by() {
    const { actor } = this.desk;
    return {
      adminId: actor.kind === "admin" ? actor.id : null,
      deviceId: actor.kind === "device" ? actor.id : null,
    };
  }

  /** The registration at this point's conference, live, at a time a desk event can have happened. */
  registrationAt(registrationId: number, at: string, conferenceId: number, atLivePoint: boolean) {
    const registration = this.state.registrations.get(registrationId);
    if (!registration || registration.isDeleted) throw new AppError("REGISTRATION_NOT_FOUND");
    if (atLivePoint && this.point.isDeleted) throw new AppError("CHECKIN_POINT_NOT_FOUND");
    if (registration.conferenceId !== conferenceId) throw new AppError("REGISTRATION_NOT_FOUND");
    // A kiosk's time is its own clock's (DOMAIN.md §9); the back office's is the server's.
    if (this.desk.actor.kind === "device") {
      const refusal = eventTimeRefusal(at, registration.createTime, this.tx.at);
      if (refusal) throw refusal;
    }
    return registration;
  }

  checkin(scan: DeskCheckin): CheckinOutcome {
    const known = this.state.knownEvents.get(scan.clientId);
    const canonicalNow = () => this.#canonical.get(scan.registrationId)?.record;
    if (known !== undefined) return { status: "duplicate", repeat: known, checkin: canonicalNow() };
    const registration = this.registrationAt(
      scan.registrationId,
      scan.scannedAt,
      this.point.conferenceId,
      true,
    );
    if (!registration.checkIn.eligible)
      throw new AppError("CHECKIN_NOT_ELIGIBLE", { reason: registration.checkIn.reason });
    const scannedAt = new Date(scan.scannedAt).toISOString();
    const before = this.#canonical.get(scan.registrationId);
    // Equal times keep the one recorded first.
    const repeat = before !== undefined && before.record.at <= scannedAt;
    const event: NewEvent = {
      row: {
        clientId: scan.clientId,
        conferenceId: registration.conferenceId,
        pointId: this.point.id,
        registrationId: scan.registrationId,
        method: scan.method,
        operator: scan.operator ?? "",
        scannedAt,
        receivedAt: this.tx.now,
        isRepeat: repeat ? 1 : 0,
        ...this.#by,
      },
    };
    this.#newEvents.push(event);
    this.state.knownEvents.set(scan.clientId, repeat);
    this.#audits.push(() => ({
      action: repeat ? "checkin.repeat" : "checkin.record",
      actor: this.desk.actor,
      entityId: scan.registrationId,
      conferenceId: registration.conferenceId,
      data: {
        pointId: this.point.id,
        eventId: event.id ?? null,
        method: scan.method,
        scannedAt,
        ...(before && !repeat
          ? { replacedEventId: before.event?.id ?? before.stored?.firstEventId ?? null }
          : {}),
      },
    }));
    if (repeat) return { status: "repeat", repeat: true, checkin: before.record };
    if (before) this.#demote(before);
    const record = {
      pointId: this.point.id,
      pointName: this.point.name,
      at: scannedAt,
      deviceName: this.desk.deviceName,
      method: scan.method,
    };
    this.#canonical.set(scan.registrationId, { record, stored: before?.stored ?? null, event });
    this.#touched.add(scan.registrationId);
    return { status: "applied", repeat: false, at: scannedAt, checkin: record };
  }

  /** The check-in it replaces becomes a repeat: a scan of this batch, or the stored one. */
  #demote(before: Canonical) {
    if (before.event) {
      before.event.row.isRepeat = 1;
      this.state.knownEvents.set(before.event.row.clientId, true);
    } else if (before.stored?.firstEventId != null) {
      this.#demoted.push(before.stored.firstEventId);
      const { firstClientId } = before.stored;
      if (firstClientId !== null && this.state.knownEvents.has(firstClientId))
        this.state.knownEvents.set(firstClientId, true);
    }
  }

  print(request: DeskPrint, conferenceId: number): PrintOutcome {
    const known = request.clientId === null ? undefined : this.state.knownPrints.get(request.clientId);
    if (known !== undefined) return { status: "duplicate", reprint: known };
    this.registrationAt(request.registrationId, request.printedAt, conferenceId, false);
    const reprint = this.state.printed.has(request.registrationId);
    const print: NewPrint = {
      row: {
        registrationId: request.registrationId,
        clientId: request.clientId,
        pointId: this.point.id,
        method: reprint ? "reprint" : "first",
        reason: request.reason,
        printedAt: new Date(request.printedAt).toISOString(),
        ...this.#by,
      },
    };
    this.#newPrints.push(print);
    this.state.printed.add(request.registrationId);
    if (request.clientId !== null) this.state.knownPrints.set(request.clientId, reprint);
    this.#audits.push(() => ({
      action: reprint ? "badge.reprint" : "badge.print",
      actor: this.desk.actor,
      entityId: request.registrationId,
      conferenceId,
      reason: request.reason || null,
      data: { printId: print.id ?? null, pointId: this.point.id },
    }));
    this.#touched.add(request.registrationId);
    return { status: "applied", reprint };
  }

  /**
   * An onsite payment at its place in the batch (decided and confirmed by desk-payments.ts): from here on its
   * client id is known, as the next event finds it; when it was applied (`after`: the registration's money
   * as the payment left it), the registration's check-in eligibility is the one after the payment, and the
   * payment is recorded as a desk event of its kind.
   */
  paymentSeen(payment: DeskPayment, after: MoneyOf | undefined): void {
    this.state.knownEvents.set(payment.clientId, false);
    const registration = this.state.registrations.get(payment.registrationId);
    if (!after || !registration) return;
    registration.money = after;
    registration.checkIn = checkInOf(registration, after);
    this.#newPayments.push({
      clientId: payment.clientId,
      kind: "onsitePayment",
      conferenceId: registration.conferenceId,
      pointId: this.point.id,
      registrationId: payment.registrationId,
      deviceId: this.#by.deviceId,
      method: "manual",
      operator: payment.operator,
      receivedFee: payment.receivedFee,
      scannedAt: new Date(payment.at).toISOString(),
      receivedAt: this.tx.now,
    });
  }

  /** Stores what the batch decided: the scans and prints, the canonical check-ins, the audit rows. */
  async write(): Promise<void> {
    const { db } = this.tx;
    // Money first, as its confirmation was: a payment's event is written before the batch's scans.
    for (const run of runsOf(this.#newPayments.splice(0), 200))
      await db.insertInto("checkinEvents").values(run).execute();
    await this.#insertEvents();
    if (this.#demoted.length > 0)
      await db.updateTable("checkinEvents").set({ isRepeat: 1 }).where("id", "in", this.#demoted).execute();
    await this.#writeCanonical();
    await this.#insertPrints();
    for (const audit of this.#audits.splice(0)) await writeAudit(this.tx, audit());
    for (const id of this.#touched) this.tx.touch(id);
  }

  async #insertEvents() {
    await insertKeyed(this.tx, "checkinEvents", this.#newEvents.splice(0));
  }

  /** Each registration whose canonical check-in this batch made: its row, and the main point's sign-in. */
  async #writeCanonical() {
    const made = [...this.#canonical].flatMap(([registrationId, c]) =>
      c.event ? [{ registrationId, at: c.record.at, eventId: c.event.id ?? null, stored: c.stored }] : [],
    );
    const place = (m: (typeof made)[number]) => ({ firstEventId: m.eventId, checkedInAt: m.at, ...this.#by });
    for (const m of made.filter((m) => m.stored !== null))
      await this.tx.db
        .updateTable("checkins")
        .set(place(m))
        .where("registrationId", "=", m.registrationId)
        .where("pointId", "=", this.point.id)
        .execute();
    for (const run of runsOf(
      made.filter((m) => m.stored === null),
      200,
    ))
      await this.tx.db
        .insertInto("checkins")
        .values(run.map((m) => ({ registrationId: m.registrationId, pointId: this.point.id, ...place(m) })))
        .execute();
    if (!this.point.isMain) return;
    for (const run of runsOf(made, 200)) {
      const whens = run.map((m) => sql`when ${m.registrationId} then ${m.at}`);
      await this.tx.db
        .updateTable("registrations")
        .set({
          isSignIn: 1,
          signInTime: sql`case ${sql.ref("id")} ${sql.join(whens, sql` `)} else ${sql.ref("signInTime")} end`,
        })
        .where(
          "id",
          "in",
          run.map((m) => m.registrationId),
        )
        .execute();
    }
  }

  /** A kiosk's prints by client id, as its scans; the office's (without one) one by one. */
  async #insertPrints() {
    const prints = this.#newPrints.splice(0);
    for (const print of prints.filter((p) => p.row.clientId === null))
      print.id = (
        await this.tx.db.insertInto("badgePrints").values(print.row).returning("id").executeTakeFirstOrThrow()
      ).id;
    await insertKeyed(
      this.tx,
      "badgePrints",
      prints.flatMap((p) => (p.row.clientId ? [p as Keyed<PrintRow>] : [])),
    );
  }
}

type Keyed<R> = { row: R & { clientId: string }; id?: number };

/**
 * Rows made by a desk, each with its client id, in statements of some hundreds; each gets its id, read back
 * by client id (the order a multi-row insert returns is not promised on every database).
 */
async function insertKeyed<R>(tx: Tx, table: "checkinEvents" | "badgePrints", items: Keyed<R>[]) {
  // The two tables share what is written here: rows of their own shape, an id and a unique client id.
  const db = tx.db as unknown as Kysely<Record<typeof table, { id: number; clientId: string }>>;
  for (const run of runsOf(items, 200)) {
    await db
      .insertInto(table)
      .values(run.map((item) => item.row as unknown as { id: number; clientId: string }))
      .execute();
    const ids = await db
      .selectFrom(table)
      .select(["id", "clientId"])
      .where(
        "clientId",
        "in",
        run.map((item) => item.row.clientId),
      )
      .execute();
    const byClient = new Map(ids.map((row) => [row.clientId, row.id]));
    for (const item of run) item.id = byClient.get(item.row.clientId);
  }
}
