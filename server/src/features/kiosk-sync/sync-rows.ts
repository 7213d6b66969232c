import {
  type CheckInReason,
  type Currency,
  type IdType,
  PayStatus,
  type PersonLevel,
  type PrintType,
} from "@confreg/shared";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { rowsAsArrays } from "#db/database";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;

/** A registration as a sync page reads it: only what a kiosk row is made of. */
export type ChangedRow = {
  id: number;
  name: string;
  nameEn: string;
  unit: string;
  unitEn: string;
  participantTypeId: number;
  printType: PrintType | null;
  level: PersonLevel | null;
  idType: IdType;
  kioskIdHash: string | null;
  checkinQr: string | null;
  phone: string;
  cardNumber: string;
  checkinEligible: number;
  checkinReason: CheckInReason;
  currency: Currency;
  isSignIn: number;
  signInTime: string | null;
  changeSeq: number;
  isDeleted: number;
  owed: number;
};

/**
 * What each field of a changed row is read from. `owed` is the shared read model's (registrationStanding):
 * the fees of the lines still unpaid. A registration that may check in has every line settled (paid,
 * refund rejected, or nothing to pay), so it owes nothing and its lines are not read; nor are a deleted
 * one's.
 */
const changedColumns: { [K in keyof ChangedRow]: RawBuilder<unknown> } = {
  id: sql`r.id`,
  name: sql`r.name`,
  nameEn: sql`r.name_en`,
  unit: sql`r.unit`,
  unitEn: sql`r.unit_en`,
  participantTypeId: sql`r.participant_type_id`,
  printType: sql`r.print_type`,
  level: sql`r.level`,
  idType: sql`r.id_type`,
  kioskIdHash: sql`r.kiosk_id_hash`,
  checkinQr: sql`r.checkin_qr`,
  phone: sql`r.phone`,
  cardNumber: sql`r.card_number`,
  checkinEligible: sql`r.checkin_eligible`,
  checkinReason: sql`r.checkin_reason`,
  currency: sql`r.currency`,
  isSignIn: sql`r.is_sign_in`,
  signInTime: sql`r.sign_in_time`,
  changeSeq: sql`r.change_seq`,
  isDeleted: sql`r.is_deleted`,
  owed: sql`case when r.checkin_eligible = 1 or r.is_deleted = 1 then 0 else
    (select coalesce(sum(p.total_fee), 0) from pay_lines p
      where p.registration_id = r.id and p.pay_status = ${PayStatus.unpaid}) end`,
};

const changedKeys = Object.keys(changedColumns) as (keyof ChangedRow)[];
const selectList = sql.join(changedKeys.map((key) => sql`${changedColumns[key]} as ${sql.id(key)}`));
const position = Object.fromEntries(changedKeys.map((key, i) => [key, i])) as Record<
  keyof ChangedRow,
  number
>;
const field = <K extends keyof ChangedRow>(values: readonly unknown[], key: K) =>
  values[position[key]] as ChangedRow[K];

/** A row SQLite answered as an array, made the object Postgres answers (a literal: cheap to build). */
const fromValues = (v: readonly unknown[]): ChangedRow => ({
  id: field(v, "id"),
  name: field(v, "name"),
  nameEn: field(v, "nameEn"),
  unit: field(v, "unit"),
  unitEn: field(v, "unitEn"),
  participantTypeId: field(v, "participantTypeId"),
  printType: field(v, "printType"),
  level: field(v, "level"),
  idType: field(v, "idType"),
  kioskIdHash: field(v, "kioskIdHash"),
  checkinQr: field(v, "checkinQr"),
  phone: field(v, "phone"),
  cardNumber: field(v, "cardNumber"),
  checkinEligible: field(v, "checkinEligible"),
  checkinReason: field(v, "checkinReason"),
  currency: field(v, "currency"),
  isSignIn: field(v, "isSignIn"),
  signInTime: field(v, "signInTime"),
  changeSeq: field(v, "changeSeq"),
  isDeleted: field(v, "isDeleted"),
  owed: field(v, "owed"),
});

/**
 * A conference's registrations changed after `cursor`, in change order, up to `limit`, with what each
 * owes summed in the same statement. A first sync reads a hundred pages of a thousand rows, so this skips
 * the camel-case plugin (camelCase aliases instead) and, on SQLite, has its rows answered as arrays
 * (`rowsAsArrays`): better-sqlite3 builds a row object slower than the query finds the row, a literal
 * built here costs next to nothing.
 */
export async function selectChanges(db: Db, conferenceId: number, cursor: number, limit: number) {
  const { rows } = await sql<ChangedRow | unknown[]>`${sql.raw(rowsAsArrays)}
    select ${selectList}
    from registrations r
    where r.conference_id = ${conferenceId} and r.change_seq > ${cursor}
    order by r.change_seq
    limit ${limit}`.execute(db.withoutPlugins());
  return rows.map((row) => (Array.isArray(row) ? fromValues(row) : row));
}

/** The conference's participant types' titles by id (a handful of rows), for the page's rows. */
export async function participantTypeTitles(db: Db, conferenceId: number) {
  const types = await db
    .selectFrom("participantTypes")
    .select(["id", "titleZh", "titleEn"])
    .where("conferenceId", "=", conferenceId)
    .execute();
  return new Map(types.map((t) => [t.id, { zh: t.titleZh, en: t.titleEn }]));
}

/** How many of the conference's registrations changed after `cursor` (deleted ones included). */
export async function countChangesAfter(db: Db, conferenceId: number, cursor: number) {
  const { n } = await db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("conferenceId", "=", conferenceId)
    .where("changeSeq", ">", cursor)
    .executeTakeFirstOrThrow();
  return Number(n);
}
