import { type RegistrantValues, UploadKind } from "@confreg/shared";
import type { Pii } from "#crypto/pii";
import type { Tx } from "#db/transact";
import { takeOwnImage, type UploadPlace } from "#features/uploads";
import type { ActorRef } from "#lib/audit/write-audit";
import { registrantColumns } from "./registrant-columns";

export type CardIds = { studentCard: number | null; otherMemberCard: number | null };

/** A saved person's columns: the registrant's as a registration stores them (the document encrypted), no hash. */
export function savedPersonColumns(values: RegistrantValues, pii: Pii) {
  // A saved person is never looked up by document: no keyed hash, no kiosk hash.
  const { idNumberHash: _hash, kioskIdHash: _kiosk, ...columns } = registrantColumns(values, pii);
  return columns;
}

/** The card images as the place should name them (the owner's own images; takeOwnImage decides how). */
export async function cardIdsFor(
  tx: Tx,
  owner: ActorRef,
  cards: CardIds,
  place: UploadPlace,
): Promise<CardIds> {
  const one = async (uploadId: number | null, kind: UploadKind) =>
    uploadId === null ? null : takeOwnImage(tx, { uploadId, kind, owner }, place);
  return {
    studentCard: await one(cards.studentCard, UploadKind.studentCard),
    otherMemberCard: await one(cards.otherMemberCard, UploadKind.otherMemberCard),
  };
}
