import type { Actor } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** Uploaded files (vouchers, student cards, declarations' images); the bytes live in upload storage under storageKey. */
export interface UploadsTable {
  id: Generated<number>;
  kind: string;
  storageKey: string;
  mime: string;
  size: number;
  sha256: string;
  ownerKind: Actor;
  ownerId: number | null;
  /** No foreign key (registrations point at uploads). */
  registrationId: number | null;
  /** The conference whose administrators may see it (set once it belongs to a registration). */
  conferenceId: number | null;
  createTime: string;
}

export type UploadRow = Selectable<UploadsTable>;
export type NewUpload = Insertable<UploadsTable>;
export type UploadUpdate = Updateable<UploadsTable>;
