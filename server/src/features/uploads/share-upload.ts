import { AppError, type UploadKind } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { findUpload, insertUpload, setUploadRegistration } from "./uploads.repo";

/** Where an attendee's own image is used: a registration (its conference's staff see it) or a saved person. */
export type UploadPlace = { registrationId: number; conferenceId: number } | null;

async function savedPersonHolds(tx: Tx, uploadId: number): Promise<boolean> {
  const row = await tx.db
    .selectFrom("savedRegistrants")
    .select("id")
    .where((eb) => eb.or([eb("studentCard", "=", uploadId), eb("otherMemberCard", "=", uploadId)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A card image the attendee uploaded, used in a registration or kept with a saved person (spec 000 §3):
 * inside the caller's unit of work, answers the upload id the place should name. The image must be the
 * owner's and of the kind asked for. A free image goes to a registration as it is; one a saved person
 * keeps, or one another registration (or the registration a saved person is taken from) already holds,
 * is shared as a new row over the same bytes, so no conference's staff lose or gain a file and a saved
 * person's card outlives the registrations made with it. Anything else is NOT_FOUND, as for reading.
 */
export async function takeOwnImage(
  tx: Tx,
  ref: { uploadId: number; kind: UploadKind; owner: ActorRef },
  place: UploadPlace,
): Promise<number> {
  const upload = await findUpload(tx.db, ref.uploadId);
  const owned = upload?.ownerKind === ref.owner.kind && upload.ownerId === ref.owner.id;
  if (!upload || upload.kind !== ref.kind || !owned) throw new AppError("NOT_FOUND");
  if (place && upload.registrationId === place.registrationId) return upload.id;
  if (!place && upload.registrationId === null) return upload.id;
  if (place && upload.registrationId === null && !(await savedPersonHolds(tx, upload.id))) {
    await setUploadRegistration(tx.db, upload.id, place.registrationId, place.conferenceId);
    tx.touch(place.registrationId);
    return upload.id;
  }
  const { id: _id, ...bytes } = upload;
  const copy = await insertUpload(tx.db, {
    ...bytes,
    registrationId: place?.registrationId ?? null,
    conferenceId: place?.conferenceId ?? null,
    createTime: tx.now,
  });
  await writeAudit(tx, {
    action: "upload.create",
    actor: ref.owner,
    entityId: copy.id,
    conferenceId: copy.conferenceId,
    data: { kind: ref.kind, sharedFrom: upload.id, registrationId: copy.registrationId },
  });
  if (place) tx.touch(place.registrationId);
  return copy.id;
}

/**
 * A conference's own upload (a badge logo) shared with another conference (a copy of it): a new row over
 * the same bytes, so each conference's staff keep their file whatever the other does with its own.
 * Answers the new row's id, or null when the file is gone.
 */
export async function shareConferenceUpload(
  tx: Tx,
  uploadId: number,
  conferenceId: number,
  actor: ActorRef,
): Promise<number | null> {
  const upload = await findUpload(tx.db, uploadId);
  if (!upload || upload.registrationId !== null) return null;
  const { id: _id, ...bytes } = upload;
  const copy = await insertUpload(tx.db, { ...bytes, conferenceId, createTime: tx.now });
  await writeAudit(tx, {
    action: "upload.create",
    actor,
    entityId: copy.id,
    conferenceId,
    data: { kind: upload.kind, sharedFrom: upload.id },
  });
  return copy.id;
}
