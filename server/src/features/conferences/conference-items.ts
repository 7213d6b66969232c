import {
  type AdminAccount,
  AppError,
  type AuditAction,
  type ErrorCode,
  validationIds as v,
} from "@confreg/shared";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { findConference } from "./conferences.repo";

/** The kinds of item a conference is configured with, each a table of soft-deleted rows in an order. */
export type ItemTable = "participantTypes" | "workshops" | "hotels" | "invitationCodes" | "extraItems";

type Time = "createTime" | "updateTime";

/**
 * What differs between the kinds: the columns an input writes, and what a save or a deletion must refuse
 * so that no registration is stranded. Each runs inside the unit of work; a refusal after the item's own
 * write (its row locked by it) sees a registration taking the item at the same moment.
 */
export type ItemKind<I> = {
  table: ItemTable;
  /** Whether the administrator orders the items (a sortOrder column); otherwise they keep their creation order. */
  ordered: boolean;
  /** The time columns its rows carry. */
  times: readonly Time[];
  columns(input: I): Record<string, unknown>;
  /** Refusals before a save (id null: a new item). */
  check?(tx: Tx, conferenceId: number, id: number | null, input: I): Promise<void>;
  /** Writes an existing item's columns itself (a conditional write); by default a plain update. */
  write?(tx: Tx, id: number, input: I, columns: Record<string, unknown>): Promise<void>;
  /** What is saved with the item (its room types, the types it unlocks). */
  saveWith?(tx: Tx, conferenceId: number, id: number, input: I): Promise<void>;
  /** Refuses deleting what registrations use (the row is already marked deleted); tidies what goes with it. */
  afterDelete?(tx: Tx, conferenceId: number, id: number): Promise<void>;
  /** The codes its hooks refuse with, by action: declared on its routes (`errors`, http/routes.ts). */
  refusals: { create: readonly ErrorCode[]; update: readonly ErrorCode[]; remove: readonly ErrorCode[] };
};

type Kind = Pick<ItemKind<unknown>, "table" | "ordered">;

/** Flags are stored as 0/1. */
export const flag = (value: boolean) => (value ? 1 : 0);

/** The item's table (the cast keeps kysely's types across kinds: every kind has these columns). */
const table = (kind: Kind) => kind.table as "workshops";

/** A new item of a kind: last in the order, stamped with the unit of work's time; answers its id. */
async function insertItem<I>(tx: Tx, kind: ItemKind<I>, conferenceId: number, input: I): Promise<number> {
  await kind.check?.(tx, conferenceId, null, input);
  const order = kind.ordered ? { sortOrder: (await liveIds(tx, kind, conferenceId)).length } : {};
  const times = Object.fromEntries(kind.times.map((time) => [time, tx.now]));
  const row = await tx.db
    .insertInto(table(kind))
    .values({ ...kind.columns(input), conferenceId, ...order, ...times } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  await kind.saveWith?.(tx, conferenceId, row.id, input);
  return row.id;
}

async function updateItem<I>(tx: Tx, kind: ItemKind<I>, conferenceId: number, id: number, input: I) {
  await kind.check?.(tx, conferenceId, id, input);
  const columns = {
    ...kind.columns(input),
    ...(kind.times.includes("updateTime") ? { updateTime: tx.now } : {}),
  };
  if (kind.write) await kind.write(tx, id, input, columns);
  else
    await tx.db
      .updateTable(table(kind))
      .set(columns as never)
      .where("id", "=", id)
      .execute();
  await kind.saveWith?.(tx, conferenceId, id, input);
}

/** An edit of one conference's configuration: its own unit of work and audit row. */
function inConference<T>(
  deps: AppDeps,
  account: AdminAccount,
  conferenceId: number,
  action: AuditAction,
  work: (tx: Tx) => Promise<{ result: T; data: Record<string, string | number | number[]> }>,
): Promise<T> {
  return transact(
    deps.db,
    async (tx) => {
      if (!(await findConference(tx.db, conferenceId))) throw new AppError("CONFERENCE_NOT_FOUND");
      const { result, data } = await work(tx);
      await writeAudit(tx, {
        action,
        actor: { kind: "admin", id: account.id },
        entityId: conferenceId,
        conferenceId,
        data,
      });
      return result;
    },
    { at: deps.now() },
  );
}

/** The ids of a conference's live items of a kind, in their order. */
async function liveIds(tx: Tx, kind: Kind, conferenceId: number) {
  const rows = await tx.db
    .selectFrom(table(kind))
    .select("id")
    .where("conferenceId", "=", conferenceId)
    .where("isDeleted", "=", 0)
    .$if(kind.ordered, (q) => q.orderBy("sortOrder"))
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

async function requireItem(tx: Tx, kind: Kind, conferenceId: number, id: number) {
  if (!(await liveIds(tx, kind, conferenceId)).includes(id)) throw new AppError("NOT_FOUND");
}

const named = (kind: Kind) => kind.table.replace(/s$/, "");

/** Create, edit, delete and reorder the items of one kind (the routes of admin-conference-items.routes.ts). */
export function itemActions<I>(kind: ItemKind<I>) {
  return {
    create: (deps: AppDeps, account: AdminAccount, conferenceId: number, input: I) =>
      inConference(deps, account, conferenceId, "conference.itemCreate", async (tx) => {
        const id = await insertItem(tx, kind, conferenceId, input);
        return { result: id, data: { kind: named(kind), itemId: id } };
      }),
    update: (deps: AppDeps, account: AdminAccount, conferenceId: number, id: number, input: I) =>
      inConference(deps, account, conferenceId, "conference.itemUpdate", async (tx) => {
        await requireItem(tx, kind, conferenceId, id);
        await updateItem(tx, kind, conferenceId, id, input);
        return { result: id, data: { kind: named(kind), itemId: id } };
      }),
    remove: (deps: AppDeps, account: AdminAccount, conferenceId: number, id: number) =>
      inConference(deps, account, conferenceId, "conference.itemDelete", async (tx) => {
        await requireItem(tx, kind, conferenceId, id);
        await tx.db.updateTable(table(kind)).set({ isDeleted: 1 }).where("id", "=", id).execute();
        await kind.afterDelete?.(tx, conferenceId, id);
        return { result: id, data: { kind: named(kind), itemId: id } };
      }),
    /** A new order: every live item's id exactly once. */
    reorder: (deps: AppDeps, account: AdminAccount, conferenceId: number, ids: number[]) =>
      inConference(deps, account, conferenceId, "conference.itemReorder", async (tx) => {
        const live = await liveIds(tx, kind, conferenceId);
        const same =
          ids.length === live.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => live.includes(id));
        if (!same) throw new AppError("VALIDATION_FAILED", { fields: [{ path: "ids", code: v.invalid }] });
        for (const [index, id] of ids.entries()) {
          await tx.db.updateTable(table(kind)).set({ sortOrder: index }).where("id", "=", id).execute();
        }
        return { result: ids.length, data: { kind: named(kind), ids } };
      }),
  };
}

export { inConference };
