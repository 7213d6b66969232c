import { Actor, type AdminAccount, AppError, hasPermission, inConferenceScope } from "@confreg/shared";
import type { AppDeps } from "#http/env";
import { findUploadForReading } from "./uploads.repo";

/** Who asks for a file: an attendee session, a back-office session, both (one browser) or neither. */
export type Viewer = { attendeeId: number | null; admin: AdminAccount | null };

type Readable = NonNullable<Awaited<ReturnType<typeof findUploadForReading>>>;

/**
 * The one rule for reading an upload: its owner, the owner of the registration it belongs to, or a
 * back-office account allowed to see uploads of its conference.
 */
function maySee({ attendeeId, admin }: Viewer, upload: Readable): boolean {
  if (attendeeId !== null) {
    if (upload.ownerKind === Actor.attendee && upload.ownerId === attendeeId) return true;
    if (upload.registrationAccountId === attendeeId) return true;
  }
  const conferenceId = upload.conferenceId ?? upload.registrationConferenceId;
  return (
    admin !== null &&
    conferenceId !== null &&
    hasPermission(admin, "uploads.read") &&
    inConferenceScope(admin, conferenceId)
  );
}

/** The file's bytes for someone allowed to see it; for anyone else it does not exist (NOT_FOUND). */
export async function readUpload(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
): Promise<{ mime: string; data: Buffer }> {
  const upload = await findUploadForReading(deps.db, id);
  if (!upload || !maySee(viewer, upload)) throw new AppError("NOT_FOUND");
  const data = await deps.storage.get(upload.storageKey);
  if (!data) {
    deps.logger.warn({ uploadId: upload.id }, "upload row without its file");
    throw new AppError("NOT_FOUND");
  }
  return { mime: upload.mime, data };
}
