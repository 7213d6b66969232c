import type { ConferenceSettings, InvitationCode, ParticipantType, Workshop } from "../schemas/conference";

export type OfferInvitation = Pick<InvitationCode, "unlocksParticipantTypeIds" | "showsWorkshop">;
export type OfferParticipantType = Pick<ParticipantType, "id" | "isHidden" | "isDeleted">;
export type OfferWorkshop = Pick<Workshop, "isVisible" | "isDeleted">;

/** Deleted types are never offered; hidden ones only with an invitation code that unlocks them. */
export function isParticipantTypeOffered(
  type: OfferParticipantType,
  invitation?: Pick<OfferInvitation, "unlocksParticipantTypeIds"> | null,
): boolean {
  if (type.isDeleted) return false;
  return !type.isHidden || (invitation?.unlocksParticipantTypeIds.includes(type.id) ?? false);
}

/** The participant types preRegist lists for a visitor with (or without) an invitation code. */
export function offeredParticipantTypes<T extends OfferParticipantType>(
  types: readonly T[],
  invitation?: Pick<OfferInvitation, "unlocksParticipantTypeIds"> | null,
): T[] {
  return types.filter((type) => isParticipantTypeOffered(type, invitation));
}

export function isWorkshopOffered(workshop: OfferWorkshop): boolean {
  return workshop.isVisible && !workshop.isDeleted;
}

export function offeredWorkshops<T extends OfferWorkshop>(workshops: readonly T[]): T[] {
  return workshops.filter(isWorkshopOffered);
}

/** The workshop section is shown when the conference has workshops or the invitation code opens it. */
export function workshopsShown(
  settings: Pick<ConferenceSettings, "isWorkshop">,
  invitation?: Pick<OfferInvitation, "showsWorkshop"> | null,
): boolean {
  return settings.isWorkshop || (invitation?.showsWorkshop ?? false);
}
