import { computeFee, type FeeResult } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { loadConferenceContext } from "#features/conferences";

/**
 * What a registration costs as it stands: its type, workshops and papers, priced as when it was first
 * submitted (an early-bird stays early-bird, DOMAIN.md §3), with or without its group's discount.
 */
export async function registrationFee(
  tx: Tx,
  registrationId: number,
  options: { groupDiscount: number | null },
): Promise<FeeResult> {
  const registration = await tx.db
    .selectFrom("registrations")
    .select(["conferenceId", "participantTypeId", "payType", "createTime"])
    .where("id", "=", registrationId)
    .executeTakeFirstOrThrow();
  const [context, workshops, papers] = await Promise.all([
    loadConferenceContext(tx.db, registration.conferenceId, undefined),
    tx.db
      .selectFrom("registrationWorkshops")
      .select("workshopId")
      .where("registrationId", "=", registrationId)
      .execute(),
    tx.db
      .selectFrom("papers")
      .select("paperPageNum")
      .where("registrationId", "=", registrationId)
      .orderBy("id")
      .execute(),
  ]);
  const chosen = new Set(workshops.map((w) => w.workshopId));
  return computeFee({
    discountTime: context.conference.discountTime,
    settings: context.conference.settings,
    participantType: context.participantTypes.find((t) => t.id === registration.participantTypeId) ?? null,
    workshops: context.workshops.filter((w) => chosen.has(w.id)),
    feeRows: context.feeRows,
    paperPages: papers.map((p) => p.paperPageNum),
    payType: registration.payType,
    now: new Date(registration.createTime),
    groupDiscount: options.groupDiscount,
  });
}
