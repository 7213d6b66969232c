import {
  type ErrorCode,
  type EventContexts,
  groupMachine,
  invoiceMachine,
  type Machine,
  paymentMachine,
  registrationMachine,
} from "@confreg/shared";
import type { Kysely, Updateable } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import type { LoadedRow, StateBinding } from "./transition";

type Db = Kysely<Database>;
type StatefulTable = "payLines" | "invoices" | "groups" | "registrations";

/** How a table keeps a machine's state. */
type TableSpec<T extends StatefulTable> = {
  table: T;
  column: string;
  /** The registration each row belongs to (null: none; a row not in the map does not exist). It never changes. */
  registrationsOf: (db: Db, ids: readonly number[]) => Promise<Map<number, number | null>>;
  /** The rows' states and conferences, read after their registrations are locked. */
  read: (db: Db, ids: readonly number[]) => Promise<{ id: number; state: number; conferenceId: number }[]>;
  /** Whether the row's registration must be live (not deleted) for its state to change. */
  needsLiveRegistration: boolean;
};

/**
 * Locks a registration's row for the rest of the transaction (Postgres; SQLite has one writer at a time)
 * and tells whether it is live. Every change to something a registration shows takes this lock first, so
 * a payment and a deletion of the same registration take turns and each sees what the other did.
 */
export async function lockRegistration(tx: Tx, registrationId: number): Promise<boolean> {
  return (await lockRegistrations(tx, [registrationId])).has(registrationId);
}

/**
 * `lockRegistration` for many: the rows are locked in id order (the order of `lockInIdOrder`, which every
 * unit of work takes them in), and the answer is the ids of those that are live.
 */
export async function lockRegistrations(tx: Tx, registrationIds: readonly number[]): Promise<Set<number>> {
  if (registrationIds.length === 0) return new Set();
  let query = tx.db
    .selectFrom("registrations")
    .select(["id", "isDeleted"])
    .where("id", "in", registrationIds)
    .orderBy("id");
  if (tx.dialect === "postgres") query = query.forUpdate();
  const rows = await query.execute();
  return new Set(rows.filter((row) => row.isDeleted === 0).map((row) => row.id));
}

/**
 * A binding for a table: loads lock the rows' registrations first (in id order), then read the states in one
 * statement; writes update the state column with `where state = from` (a lost race writes nothing) and
 * answer the ids written. The tables differ only in names, which kysely cannot type generically, hence the
 * one cast below.
 */
function bind<S extends number, E extends string, C extends EventContexts<E>, T extends StatefulTable>(
  machine: Machine<S, E, C>,
  notFound: ErrorCode,
  spec: TableSpec<T>,
): StateBinding<S, E, C, Updateable<Database[T]>> {
  return {
    machine,
    notFound,
    loadMany: async (tx, ids) => {
      const loaded = new Map<number, LoadedRow<S>>();
      if (ids.length === 0) return loaded;
      const owners = await spec.registrationsOf(tx.db, [...new Set(ids)]);
      const registrationIds = [...new Set(owners.values())].flatMap((id) => (id === null ? [] : [id]));
      const live = await lockRegistrations(tx, registrationIds);
      const readable = [...owners].flatMap(([id, owner]) =>
        spec.needsLiveRegistration && owner !== null && !live.has(owner) ? [] : [id],
      );
      if (readable.length === 0) return loaded;
      for (const row of await spec.read(tx.db, readable))
        loaded.set(row.id, {
          state: row.state as S,
          conferenceId: row.conferenceId,
          registrationId: owners.get(row.id) ?? null,
        });
      return loaded;
    },
    write: async (tx: Tx, ids, from, to, set) => {
      if (ids.length === 0) return [];
      // biome-ignore lint/suspicious/noExplicitAny: the table and column are this binding's own (see above)
      const db = tx.db as unknown as Kysely<any>;
      const values: Record<string, unknown> = { ...set, [spec.column]: to, updateTime: tx.now };
      const rows = await db
        .updateTable(spec.table as string)
        .set(values)
        .where("id", "in", ids)
        .where(spec.column, "=", from)
        .returning("id")
        .execute();
      return rows.map((row) => Number(row.id));
    },
  };
}

const registrationsOfChild = (table: "payLines" | "invoices") => async (db: Db, ids: readonly number[]) =>
  new Map(
    (await db.selectFrom(table).select(["id", "registrationId"]).where("id", "in", ids).execute()).map(
      (row) => [row.id, row.registrationId],
    ),
  );

/** Rows that belong to no registration (or are one): each maps to `owner` of itself when it exists. */
const existing =
  (table: "groups" | "registrations", owner: (id: number) => number | null) =>
  async (db: Db, ids: readonly number[]) =>
    new Map(
      (await db.selectFrom(table).select("id").where("id", "in", ids).execute()).map((row) => [
        row.id,
        owner(row.id),
      ]),
    );

/** The payment line's payStatus (DOMAIN.md §4). */
export const payLineState = bind(paymentMachine, "NOT_FOUND", {
  table: "payLines",
  column: "payStatus",
  registrationsOf: registrationsOfChild("payLines"),
  read: (db, ids) =>
    db
      .selectFrom("payLines")
      .innerJoin("registrations", "registrations.id", "payLines.registrationId")
      .select(["payLines.id", "payLines.payStatus as state", "registrations.conferenceId"])
      .where("payLines.id", "in", ids)
      .execute(),
  needsLiveRegistration: true,
});

/** The invoice's invoiceStatus (DOMAIN.md §5). */
export const invoiceState = bind(invoiceMachine, "NOT_FOUND", {
  table: "invoices",
  column: "invoiceStatus",
  registrationsOf: registrationsOfChild("invoices"),
  read: (db, ids) =>
    db
      .selectFrom("invoices")
      .innerJoin("registrations", "registrations.id", "invoices.registrationId")
      .select(["invoices.id", "invoices.invoiceStatus as state", "registrations.conferenceId"])
      .where("invoices.id", "in", ids)
      .execute(),
  needsLiveRegistration: true,
});

/** The group's groupStatus (DOMAIN.md §6); kiosks do not show it, so no registration follows it. */
export const groupState = bind(groupMachine, "NOT_FOUND", {
  table: "groups",
  column: "groupStatus",
  registrationsOf: existing("groups", () => null),
  read: (db, ids) =>
    db
      .selectFrom("groups")
      .select(["id", "groupStatus as state", "conferenceId"])
      .where("id", "in", ids)
      .execute(),
  needsLiveRegistration: false,
});

/** The registration's own lifecycle, its isDeleted flag (DOMAIN.md §7). */
export const registrationState = bind(registrationMachine, "REGISTRATION_NOT_FOUND", {
  table: "registrations",
  column: "isDeleted",
  registrationsOf: existing("registrations", (id) => id),
  read: (db, ids) =>
    db
      .selectFrom("registrations")
      .select(["id", "isDeleted as state", "conferenceId"])
      .where("id", "in", ids)
      .execute(),
  needsLiveRegistration: false,
});
