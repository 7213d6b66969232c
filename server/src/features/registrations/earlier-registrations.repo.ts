import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

type Db = Kysely<Database>;

/**
 * An account's live registrations in every conference, newest first, with the titles of their conference
 * and participant type: what quick and recommended registration start from.
 */
export function listAccountRegistrations(db: Db, accountId: number, limit: number) {
  return db
    .selectFrom("registrations as r")
    .innerJoin("conferences as c", "c.id", "r.conferenceId")
    .innerJoin("participantTypes as t", "t.id", "r.participantTypeId")
    .select([
      "r.id",
      "r.conferenceId",
      "r.name",
      "r.nameEn",
      "r.gender",
      "r.idType",
      "r.idCountry",
      "r.unit",
      "r.unitEn",
      "r.job",
      "r.position",
      "r.email",
      "r.memberNo",
      "r.otherMemberNo",
      "r.participantTypeId",
      "r.createTime",
      "c.titleZh as conferenceTitleZh",
      "c.titleEn as conferenceTitleEn",
      "t.titleZh as typeTitleZh",
      "t.titleEn as typeTitleEn",
    ])
    .where("r.accountId", "=", accountId)
    .where("r.isDeleted", "=", 0)
    .where("c.isDeleted", "=", 0)
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
}
export type AccountRegistration = Awaited<ReturnType<typeof listAccountRegistrations>>[number];

/** The workshops a registration chose, with their titles. */
export function listChosenWorkshops(db: Db, registrationId: number) {
  return db
    .selectFrom("registrationWorkshops as rw")
    .innerJoin("workshops as w", "w.id", "rw.workshopId")
    .select(["w.id", "w.titleZh", "w.titleEn"])
    .where("rw.registrationId", "=", registrationId)
    .orderBy("w.id")
    .execute();
}

/** A registration's invoice row (every registration has one): its details are what the form proposes. */
export function findInvoiceRow(db: Db, registrationId: number) {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where("registrationId", "=", registrationId)
    .orderBy("id", "desc")
    .executeTakeFirst();
}
