import {
  type CheckInReason,
  type Currency,
  type IdType,
  PayStatus,
  type PersonLevel,
  type PrintType,
} from "@confreg/shared";
import { type Kysely, sql } from "kysely";
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
  kioskIdMasked: string | null;
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
 * A conference's registrations changed after `cursor`, in change order, up to `limit`, with what each
 * owes summed in the same statement: the shared read model's `owed` (registrationStanding), the fees of
 * the lines still unpaid. A registration that may check in has every line settled (paid, refund
 * rejected, or nothing to pay), so it owes nothing and its lines are not read; nor are a deleted one's.
 * Plain SQL with camelCase aliases and without the camel-case plugin, whose renaming of every row costs
 * as much as the query itself: a first sync reads a hundred pages of a thousand rows.
 */
export async function selectChanges(db: Db, conferenceId: number, cursor: number, limit: number) {
  const { rows } = await sql<ChangedRow>`
    select r.id, r.name, r.name_en as "nameEn", r.unit, r.unit_en as "unitEn", r.participant_type_id as "participantTypeId",
      r.print_type as "printType", r.level, r.id_type as "idType", r.kiosk_id_hash as "kioskIdHash",
      r.kiosk_id_masked as "kioskIdMasked", r.checkin_qr as "checkinQr", r.phone, r.card_number as "cardNumber",
      r.checkin_eligible as "checkinEligible", r.checkin_reason as "checkinReason", r.currency,
      r.is_sign_in as "isSignIn", r.sign_in_time as "signInTime", r.change_seq as "changeSeq",
      r.is_deleted as "isDeleted",
      case when r.checkin_eligible = 1 or r.is_deleted = 1 then 0 else
        (select coalesce(sum(p.total_fee), 0) from pay_lines p
          where p.registration_id = r.id and p.pay_status = ${PayStatus.unpaid}) end as owed
    from registrations r
    where r.conference_id = ${conferenceId} and r.change_seq > ${cursor}
    order by r.change_seq
    limit ${limit}`.execute(db.withoutPlugins());
  return rows;
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
