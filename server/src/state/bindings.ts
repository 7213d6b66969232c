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
import type { StateBinding } from "./transition";

type Db = Kysely<Database>;
type StatefulTable = "payLines" | "invoices" | "groups" | "registrations";

/** How a table keeps a machine's state. */
type TableSpec<T extends StatefulTable> = {
  table: T;
  column: string;
  /** The registration the row belongs to (null: none; undefined: no such row). It never changes. */
  registrationOf: (db: Db, id: number) => Promise<number | null | undefined>;
  /** The row's state and conference, read after its registration is locked. */
  read: (db: Db, id: number) => Promise<{ state: number; conferenceId: number } | undefined>;
  /** Whether the row's registration must be live (not deleted) for its state to change. */
  needsLiveRegistration: boolean;
};

/**
 * Locks a registration's row for the rest of the transaction (Postgres; SQLite has one writer at a time)
 * and tells whether it is live. Every change to something a registration shows takes this lock first, so
 * a payment and a deletion of the same registration take turns and each sees what the other did.
 */
export async function lockRegistration(tx: Tx, registrationId: number): Promise<boolean> {
  let query = tx.db.selectFrom("registrations").select("isDeleted").where("id", "=", registrationId);
  if (tx.dialect === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row !== undefined && row.isDeleted === 0;
}

/**
 * A binding for a table: loads lock the registration first, then read the state; writes update the state
 * column with `where state = from` (a lost race writes nothing). The tables differ only in names, which
 * kysely cannot type generically, hence the one cast below.
 */
function bind<S extends number, E extends string, C extends EventContexts<E>, T extends StatefulTable>(
  machine: Machine<S, E, C>,
  notFound: ErrorCode,
  spec: TableSpec<T>,
): StateBinding<S, E, C, Updateable<Database[T]>> {
  return {
    machine,
    notFound,
    load: async (tx, id) => {
      const registrationId = await spec.registrationOf(tx.db, id);
      if (registrationId === undefined) return undefined;
      const live = registrationId === null || (await lockRegistration(tx, registrationId));
      if (spec.needsLiveRegistration && !live) return undefined;
      const row = await spec.read(tx.db, id);
      return row && { state: row.state as S, conferenceId: row.conferenceId, registrationId };
    },
    write: async (tx: Tx, id, from, to, set) => {
      // biome-ignore lint/suspicious/noExplicitAny: the table and column are this binding's own (see above)
      const db = tx.db as unknown as Kysely<any>;
      const values: Record<string, unknown> = { ...set, [spec.column]: to, updateTime: tx.now };
      const result = await db
        .updateTable(spec.table as string)
        .set(values)
        .where("id", "=", id)
        .where(spec.column, "=", from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

const registrationOfChild = (table: "payLines" | "invoices") => async (db: Db, id: number) =>
  (await db.selectFrom(table).select("registrationId").where("id", "=", id).executeTakeFirst())
    ?.registrationId;

/** The payment line's payStatus (DOMAIN.md §4). */
export const payLineState = bind(paymentMachine, "NOT_FOUND", {
  table: "payLines",
  column: "payStatus",
  registrationOf: registrationOfChild("payLines"),
  read: (db, id) =>
    db
      .selectFrom("payLines")
      .innerJoin("registrations", "registrations.id", "payLines.registrationId")
      .select(["payLines.payStatus as state", "registrations.conferenceId"])
      .where("payLines.id", "=", id)
      .executeTakeFirst(),
  needsLiveRegistration: true,
});

/** The invoice's invoiceStatus (DOMAIN.md §5). */
export const invoiceState = bind(invoiceMachine, "NOT_FOUND", {
  table: "invoices",
  column: "invoiceStatus",
  registrationOf: registrationOfChild("invoices"),
  read: (db, id) =>
    db
      .selectFrom("invoices")
      .innerJoin("registrations", "registrations.id", "invoices.registrationId")
      .select(["invoices.invoiceStatus as state", "registrations.conferenceId"])
      .where("invoices.id", "=", id)
      .executeTakeFirst(),
  needsLiveRegistration: true,
});

/** The group's groupStatus (DOMAIN.md §6); kiosks do not show it, so no registration follows it. */
export const groupState = bind(groupMachine, "NOT_FOUND", {
  table: "groups",
  column: "groupStatus",
  registrationOf: async (db, id) =>
    (await db.selectFrom("groups").select("id").where("id", "=", id).executeTakeFirst()) ? null : undefined,
  read: (db, id) =>
    db
      .selectFrom("groups")
      .select(["groupStatus as state", "conferenceId"])
      .where("id", "=", id)
      .executeTakeFirst(),
  needsLiveRegistration: false,
});

/** The registration's own lifecycle, its isDeleted flag (DOMAIN.md §7). */
export const registrationState = bind(registrationMachine, "REGISTRATION_NOT_FOUND", {
  table: "registrations",
  column: "isDeleted",
  registrationOf: async (db, id) =>
    (await db.selectFrom("registrations").select("id").where("id", "=", id).executeTakeFirst())?.id,
  read: (db, id) =>
    db
      .selectFrom("registrations")
      .select(["isDeleted as state", "conferenceId"])
      .where("id", "=", id)
      .executeTakeFirst(),
  needsLiveRegistration: false,
});
