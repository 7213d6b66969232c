import type { BadgeRow, PrintListQuery } from "@confreg/shared";
import { type Kysely, sql } from "kysely";
import { checkinQrOf } from "#crypto/checkin-qr";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";
import { type AdminListContext, newestFirstPage, registrantOrExact } from "#lib/list/query";

/** Live registrations with what a badge prints and how often one was printed for them. */
function badgeRows(db: Kysely<Database>) {
  return db
    .selectFrom("registrations")
    .innerJoin("participantTypes", "participantTypes.id", "registrations.participantTypeId")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .where("registrations.isDeleted", "=", sql.lit(0))
    .select((eb) => [
      "registrations.id",
      "registrations.conferenceId",
      "registrations.participantTypeId",
      "registrations.name",
      "registrations.nameEn",
      "registrations.unit",
      "registrations.unitEn",
      "registrations.printType",
      "registrations.level",
      "registrations.isSignIn",
      "registrations.checkinEligible",
      "registrations.checkinReason",
      "participantTypes.titleZh as typeZh",
      "participantTypes.titleEn as typeEn",
      "conferences.titleZh",
      "conferences.titleEn",
      eb
        .selectFrom("badgePrints")
        .select((p) => p.fn.countAll<number>().as("n"))
        .whereRef("badgePrints.registrationId", "=", "registrations.id")
        .as("printCount"),
      eb
        .selectFrom("badgePrints")
        .select((p) => p.fn.max("badgePrints.printedAt").as("at"))
        .whereRef("badgePrints.registrationId", "=", "registrations.id")
        .as("lastPrintTime"),
    ]);
}

type BadgeListRow = Awaited<ReturnType<ReturnType<typeof badgeRows>["execute"]>>[number];

/**
 * The print list (manageGetPrintList): live registrations of the scope, newest first, by participant
 * type, person level and print type; a keyword finds the registrant as the registration list does, or
 * the attendance card number typed in full.
 */
export function searchPrintList(context: AdminListContext, query: PrintListQuery) {
  let base = badgeRows(context.db);
  if (query.participantTypeId !== undefined)
    base = base.where("registrations.participantTypeId", "=", query.participantTypeId);
  if (query.level !== undefined) base = base.where("registrations.level", "=", query.level);
  if (query.printType !== undefined) base = base.where("registrations.printType", "=", query.printType);
  if (query.keyword)
    base = base.where(registrantOrExact(context, query.keyword, ["registrations.cardNumber"]));
  const columns = { id: "registrations.id", conferenceId: "registrations.conferenceId" };
  return newestFirstPage(base, columns, context.scope, query);
}

/** One live registration's print row (the check-in panel prints from it), or undefined. */
export function findBadgeRow(db: Kysely<Database>, id: number) {
  return badgeRows(db).where("registrations.id", "=", id).executeTakeFirst();
}

export function toBadgeRow(row: BadgeListRow, pii: Pii): BadgeRow {
  return {
    id: row.id,
    conference: { id: row.conferenceId, title: { zh: row.titleZh, en: row.titleEn } },
    name: row.name,
    nameEn: row.nameEn,
    unit: row.unit,
    unitEn: row.unitEn,
    participantType: { id: row.participantTypeId, title: { zh: row.typeZh, en: row.typeEn } },
    printType: row.printType,
    level: row.level,
    isSignIn: row.isSignIn === 1,
    checkIn: { eligible: row.checkinEligible === 1, reason: row.checkinReason },
    printCount: Number(row.printCount ?? 0),
    lastPrintTime: row.lastPrintTime ?? null,
    qr: checkinQrOf(pii, row.conferenceId, row.id),
  };
}
