import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { ActorKind } from "./common";

/** Uploaded files (vouchers, student cards, declarations' images); the bytes live in upload storage under storageKey. */
export interface UploadsTable {
  id: Generated<number>;
  kind: string;
  storageKey: string;
  mime: string;
  size: number;
  sha256: string;
  ownerKind: ActorKind;
  ownerId: number | null;
  /** No foreign key (registrations point at uploads). */
  registrationId: number | null;
  createTime: string;
}

export type UploadRow = Selectable<UploadsTable>;
export type NewUpload = Insertable<UploadsTable>;
export type UploadUpdate = Updateable<UploadsTable>;
