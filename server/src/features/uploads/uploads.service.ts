import { createHash, randomBytes } from "node:crypto";
import {
  Actor,
  AppError,
  type ImageKind,
  maxImageBytes,
  type UploadInfo,
  type UploadKind,
} from "@confreg/shared";
import type { UploadRow } from "#db/tables/uploads";
import { type Tx, transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { type ActorRef, writeAudit } from "#lib/audit/write-audit";
import { type Limit, takeAttempt } from "#lib/rate-limit/attempts";
import { cleanImage } from "./image-content";
import { findLiveRegistration, findUpload, insertUpload, setUploadRegistration } from "./uploads.repo";

type Db = Tx["db"] | AppDeps["db"];

/** Uploads per account: plenty for a form's few images and retries, too few to fill the disk. */
export const uploadLimit: Limit = { limit: 30, windowMs: 10 * 60_000 };

type Registration = { id: number; conferenceId: number };
/** Where a stored file belongs: a registration (and its conference), a conference itself, or its owner alone. */
type Place = { registrationId: number | null; conferenceId: number | null };
const ownersOnly: Place = { registrationId: null, conferenceId: null };
const placeOf = (registration: Registration): Place => ({
  registrationId: registration.id,
  conferenceId: registration.conferenceId,
});
export type UploadFile = { kind: UploadKind; file: File };

const extensionOf: Record<ImageKind, string> = { jpeg: "jpg", png: "png", bmp: "bmp" };

/** Random, from nothing the client sent; the month folder keeps directories small. */
function newStorageKey(at: Date, kind: ImageKind): string {
  const month = at.toISOString().slice(0, 7).replace("-", "/");
  return `${month}/${randomBytes(16).toString("hex")}.${extensionOf[kind]}`;
}

export function toUploadInfo(row: UploadRow): UploadInfo {
  return {
    id: row.id,
    kind: row.kind as UploadKind,
    mime: row.mime as UploadInfo["mime"],
    size: row.size,
    url: `/api/uploads/${row.id}`,
  };
}

/**
 * Checks, cleans and stores one image. The bytes are written first and the row after, in one unit of work
 * with its audit row; if that fails the file is removed again, so no row ever names a missing file.
 */
async function storeUpload(
  deps: AppDeps,
  owner: ActorRef,
  { kind, file }: UploadFile,
  place: Place,
): Promise<UploadInfo> {
  if (file.size > maxImageBytes) throw new AppError("UPLOAD_TOO_LARGE", { maxBytes: maxImageBytes });
  const image = await cleanImage(Buffer.from(await file.arrayBuffer()), {
    maxPixels: deps.config.maxImagePixels,
  });
  const at = deps.now();
  const storageKey = newStorageKey(at, image.kind);
  await deps.storage.put(storageKey, image.data);
  try {
    const row = await transact(
      deps.db,
      async (tx) => {
        const row = await insertUpload(tx.db, {
          kind,
          storageKey,
          mime: image.mime,
          size: image.data.length,
          sha256: createHash("sha256").update(image.data).digest("hex"),
          ownerKind: owner.kind,
          ownerId: owner.id,
          registrationId: place.registrationId,
          conferenceId: place.conferenceId,
          createTime: tx.now,
        });
        await writeAudit(tx, {
          action: "upload.create",
          actor: owner,
          entityId: row.id,
          conferenceId: row.conferenceId,
          data: { kind, mime: row.mime, size: row.size, registrationId: row.registrationId },
        });
        if (place.registrationId !== null) tx.touch(place.registrationId);
        return row;
      },
      { at },
    );
    return toUploadInfo(row);
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
}

/** An attendee's upload, for their account or for one of their own live registrations. */
export async function uploadAsAttendee(
  deps: AppDeps,
  accountId: number,
  upload: UploadFile & { registrationId?: number | undefined },
): Promise<UploadInfo> {
  await takeAttempt(deps, `upload:attendee:${accountId}`, uploadLimit);
  let registration: Registration | null = null;
  if (upload.registrationId !== undefined) {
    const row = await findLiveRegistration(deps.db, upload.registrationId);
    if (!row || row.accountId !== accountId) throw new AppError("REGISTRATION_NOT_FOUND");
    registration = { id: row.id, conferenceId: row.conferenceId };
  }
  return storeUpload(
    deps,
    { kind: Actor.attendee, id: accountId },
    upload,
    registration ? placeOf(registration) : ownersOnly,
  );
}

/** A back-office upload to a registration the guard has already found in the account's scope. */
export async function uploadAsAdmin(
  deps: AppDeps,
  adminId: number,
  registrationId: number,
  upload: UploadFile,
): Promise<UploadInfo> {
  await takeAttempt(deps, `upload:admin:${adminId}`, uploadLimit);
  const registration = await findLiveRegistration(deps.db, registrationId);
  if (!registration) throw new AppError("REGISTRATION_NOT_FOUND");
  return storeUpload(deps, { kind: Actor.admin, id: adminId }, upload, placeOf(registration));
}

/**
 * A back-office upload for a conference itself (a badge logo): no registration holds it, the conference's
 * staff may see it (readUpload), and the feature that names it (a badge template) keeps it from the
 * orphan sweep.
 */
export async function uploadForConference(
  deps: AppDeps,
  adminId: number,
  conferenceId: number,
  upload: UploadFile,
): Promise<UploadInfo> {
  await takeAttempt(deps, `upload:admin:${adminId}`, uploadLimit);
  return storeUpload(deps, { kind: Actor.admin, id: adminId }, upload, {
    registrationId: null,
    conferenceId,
  });
}

/**
 * For the features that keep an upload id (the form's student card, the payment's voucher, the
 * declaration's images): inside their unit of work, checks that the upload is of the expected kind and
 * either the actor's own and not yet another registration's, or already this registration's, and ties it
 * to the registration, so the conference's staff may see it from then on. A file never moves to another
 * registration (its conference's staff would lose it, another's would gain it): that is a new upload.
 * Anything else is NOT_FOUND, as for reading.
 */
export async function attachUpload(
  tx: Tx,
  ref: { uploadId: number; kind: UploadKind; owner: ActorRef; registration: Registration },
): Promise<void> {
  const upload = await findUpload(tx.db, ref.uploadId);
  const owned = upload?.ownerKind === ref.owner.kind && upload.ownerId === ref.owner.id;
  const free = upload?.registrationId === null;
  const already = upload?.registrationId === ref.registration.id;
  if (!upload || upload.kind !== ref.kind || !((owned && free) || already)) throw new AppError("NOT_FOUND");
  if (already && upload.conferenceId === ref.registration.conferenceId) return;
  await setUploadRegistration(tx.db, upload.id, ref.registration.id, ref.registration.conferenceId);
  tx.touch(ref.registration.id);
}

/** Whether an upload of this kind was stored for the conference itself (a badge logo), not a registration. */
export async function isConferenceUpload(
  db: Db,
  ref: { uploadId: number; kind: UploadKind; conferenceId: number },
): Promise<boolean> {
  const upload = await findUpload(db, ref.uploadId);
  return (
    upload?.kind === ref.kind && upload.conferenceId === ref.conferenceId && upload.registrationId === null
  );
}

/** An upload's image as a data URL, for a client that shows it offline (a kiosk's badge logo); null if gone. */
export async function uploadAsDataUrl(deps: AppDeps, uploadId: number): Promise<string | null> {
  const upload = await findUpload(deps.db, uploadId);
  const data = upload ? await deps.storage.get(upload.storageKey) : null;
  return upload && data ? `data:${upload.mime};base64,${data.toString("base64")}` : null;
}
