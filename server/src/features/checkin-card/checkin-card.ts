import { AppError } from "@confreg/shared";
import { checkinQrOf } from "#crypto/checkin-qr";
import { getAppSetting } from "#db/app-settings";
import type { AppDeps } from "#http/env";
import { renderCheckinCardPdf } from "./checkin-card-pdf";

/** Whose card: the attendee's own registration (by their account), or any in the staff member's scope. */
type Which = { registrationId: number; accountId?: number };

/**
 * The check-in card of a registration (checkInCard): a PDF with its signed QR code. Offered only to a
 * registration that may check in (DOMAIN.md §8, the shared standing kept on the row): a card for someone
 * who has not paid would only send them to the wrong queue. Someone else's registration does not exist.
 */
export async function checkinCard(deps: AppDeps, which: Which): Promise<{ bytes: Buffer; fileName: string }> {
  const row = await deps.db
    .selectFrom("registrations")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .innerJoin("participantTypes", "participantTypes.id", "registrations.participantTypeId")
    .select([
      "registrations.id",
      "registrations.conferenceId",
      "registrations.name",
      "registrations.nameEn",
      "registrations.unit",
      "registrations.checkinEligible",
      "registrations.checkinReason",
      "conferences.titleZh",
      "conferences.titleEn",
      "conferences.systemCode",
      "participantTypes.titleZh as typeZh",
      "participantTypes.titleEn as typeEn",
    ])
    .where("registrations.id", "=", which.registrationId)
    .where("registrations.isDeleted", "=", 0)
    .$if(which.accountId !== undefined, (q) => q.where("registrations.accountId", "=", which.accountId ?? 0))
    .executeTakeFirst();
  if (!row) throw new AppError("REGISTRATION_NOT_FOUND", { id: which.registrationId });
  if (row.checkinEligible !== 1)
    throw new AppError("CHECKIN_CARD_UNAVAILABLE", { reason: row.checkinReason });
  const society = await getAppSetting(deps.db, "society");
  const registrationNo = `${row.systemCode}-${row.id}`;
  const bytes = await renderCheckinCardPdf({
    conference: { zh: row.titleZh, en: row.titleEn },
    society: society?.name.zh ?? "",
    name: row.name,
    nameEn: row.nameEn,
    unit: row.unit,
    participantType: { zh: row.typeZh, en: row.typeEn },
    registrationNo,
    qr: checkinQrOf(deps.pii, row.conferenceId, row.id),
    at: deps.now(),
  });
  return { bytes, fileName: `checkin-card-${registrationNo}` };
}
