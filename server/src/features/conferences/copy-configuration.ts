import type { Tx } from "#db/transact";
import { shareConferenceUpload } from "#features/uploads";

/** Old id -> new id of the participant types copied (invitation codes, fee rows and badges name them). */
export type TypeMap = Map<number, number>;
type Copy = { tx: Tx; from: number; to: number; adminId: number };

/** Tables of live (not deleted) rows a conference, or one of its hotels, owns. */
type Owned =
  | "participantTypes"
  | "workshops"
  | "hotels"
  | "roomTypes"
  | "invitationCodes"
  | "extraItems"
  | "groupSchemes"
  | "checkinPoints";
type RowCopy = {
  table: Owned;
  owner: "conferenceId" | "hotelId";
  from: number;
  to: number;
  /** Columns the copy does not take from the original (counts of what is taken). */
  fresh?: string[];
  /** The time columns the copy is stamped with. */
  stamped?: ("createTime" | "updateTime")[];
  /** Which of the live rows to copy (all by default). */
  keep?: (row: Record<string, unknown>) => boolean;
};

/** Copies a table's live rows from one owner to another, in id order; answers old id -> new id. */
async function copyRows(tx: Tx, copy: RowCopy): Promise<Map<number, number>> {
  const all = (await tx.db
    .selectFrom(copy.table as "workshops")
    .selectAll()
    .where(copy.owner as "conferenceId", "=", copy.from)
    .where("isDeleted", "=", 0)
    .orderBy("id")
    .execute()) as unknown as Record<string, unknown>[];
  const rows = copy.keep ? all.filter(copy.keep) : all;
  const skipped = new Set(["id", copy.owner, ...(copy.fresh ?? [])]);
  const stamps = Object.fromEntries((copy.stamped ?? []).map((column) => [column, tx.now]));
  const ids = new Map<number, number>();
  for (const row of rows) {
    const values = Object.fromEntries(Object.entries(row).filter(([column]) => !skipped.has(column)));
    const inserted = await tx.db
      .insertInto(copy.table as "workshops")
      .values({ ...values, [copy.owner]: copy.to, ...stamps } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(row.id as number, inserted.id);
  }
  return ids;
}

const created = ["createTime"] as ("createTime" | "updateTime")[];
const edited = ["createTime", "updateTime"] as ("createTime" | "updateTime")[];

/** The participant types, in the same order; the map of their ids. */
export function copyTypes({ tx, from, to }: Copy): Promise<TypeMap> {
  return copyRows(tx, { table: "participantTypes", owner: "conferenceId", from, to, stamped: edited });
}

/** Fee-table rows of the types copied. */
export async function copyFeeRows({ tx }: Copy, types: TypeMap) {
  if (types.size === 0) return;
  const rows = await tx.db
    .selectFrom("feeRows")
    .selectAll()
    .where("participantTypeId", "in", [...types.keys()])
    .orderBy("id")
    .execute();
  for (const { id: _id, participantTypeId, ...row } of rows) {
    await tx.db
      .insertInto("feeRows")
      .values({ ...row, participantTypeId: types.get(participantTypeId) as number })
      .execute();
  }
}

/**
 * Workshops (no place taken), hotels with their room types (no night taken), extra questions, group
 * schemes (never the groups formed under them) and check-in points besides the main one (the copy has its
 * own, made with it).
 */
export async function copyPlainItems({ tx, from, to }: Copy) {
  await copyRows(tx, {
    table: "workshops",
    owner: "conferenceId",
    from,
    to,
    fresh: ["takenCount"],
    stamped: edited,
  });
  const hotels = await copyRows(tx, { table: "hotels", owner: "conferenceId", from, to, stamped: created });
  for (const [oldHotel, newHotel] of hotels)
    await copyRows(tx, { table: "roomTypes", owner: "hotelId", from: oldHotel, to: newHotel });
  await copyRows(tx, { table: "extraItems", owner: "conferenceId", from, to });
  await copyRows(tx, { table: "groupSchemes", owner: "conferenceId", from, to, stamped: created });
  await copyRows(tx, {
    table: "checkinPoints",
    owner: "conferenceId",
    from,
    to,
    stamped: created,
    keep: (point) => point.isMain === 0,
  });
}

/** Invitation codes with their options; the hidden types they unlock are the copies of the old ones. */
export async function copyInvitationCodes({ tx, from, to }: Copy, types: TypeMap) {
  const codes = await copyRows(tx, {
    table: "invitationCodes",
    owner: "conferenceId",
    from,
    to,
    stamped: created,
  });
  if (codes.size === 0) return;
  const unlocks = await tx.db
    .selectFrom("invitationCodeTypes")
    .selectAll()
    .where("invitationCodeId", "in", [...codes.keys()])
    .execute();
  const values = unlocks.flatMap(({ invitationCodeId, participantTypeId }) => {
    const typeId = types.get(participantTypeId);
    return typeId
      ? [{ invitationCodeId: codes.get(invitationCodeId) as number, participantTypeId: typeId }]
      : [];
  });
  if (values.length > 0) await tx.db.insertInto("invitationCodeTypes").values(values).execute();
}

/** Badge templates: their types are the copies' (types not copied are dropped), their logo a share of the file. */
export async function copyBadgeTemplates(copy: Copy, types: TypeMap) {
  const { tx, from, to } = copy;
  const templates = await tx.db
    .selectFrom("badgeTemplates")
    .selectAll()
    .where("conferenceId", "=", from)
    .orderBy("id")
    .execute();
  for (const { id: _id, conferenceId: _c, participantTypeIds, logoUploadId, ...template } of templates) {
    const typeIds = (JSON.parse(participantTypeIds) as number[]).flatMap((old) => {
      const typeId = types.get(old);
      return typeId ? [typeId] : [];
    });
    const logo =
      logoUploadId === null
        ? null
        : await shareConferenceUpload(tx, logoUploadId, to, { kind: "admin", id: copy.adminId });
    await tx.db
      .insertInto("badgeTemplates")
      .values({
        ...template,
        conferenceId: to,
        participantTypeIds: JSON.stringify(typeIds),
        logoUploadId: logo,
        createTime: tx.now,
        updateTime: tx.now,
      })
      .execute();
  }
}
