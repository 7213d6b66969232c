import type { RegistrantFieldName, RegistrantFields, registrantFieldDescriptors } from "@confreg/shared";
import Dexie, { type EntityTable } from "dexie";
import type { BlockValues } from "#attendee/blocks/index";

/** What preRegist hands to newRegist (the spec's `form` JSON, with our field names). */
export type Selection = { participantTypeId: number; workshopIds: number[]; invcode: string };

/** Fields the server keeps encrypted (the document number). */
type EncryptedField = {
  [K in RegistrantFieldName]: (typeof registrantFieldDescriptors)[K]["storage"] extends "encrypted"
    ? K
    : never;
}[RegistrantFieldName];

/**
 * The registrant fields a draft keeps, and the optional blocks' values (blocks/index.ts `blockDraft`).
 * Encrypted fields (the document number) are left out on purpose: they are the most sensitive and retyped
 * in seconds, so they never rest on the device (DOMAIN.md §10). No block holds such a field.
 */
export type DraftValues = Partial<Omit<RegistrantFields, EncryptedField>> & Partial<BlockValues>;

/** An unsubmitted newRegist form, one per account and conference. */
export type RegistrationDraft = {
  key: string;
  accountId: number;
  conferenceId: number;
  selection: Selection | null;
  values: DraftValues;
  /**
   * The idempotency key of the submission under way (a UUID, sent as `Idempotency-Key`): a retry after a
   * lost answer sends it again, so the server returns the first registration instead of making a second.
   * Cleared with the draft once the registration is made.
   */
  submissionKey?: string;
  updatedAt: string;
};

class AttendeeDb extends Dexie {
  drafts!: EntityTable<RegistrationDraft, "key">;

  constructor() {
    super("confreg-attendee");
    this.version(1).stores({ drafts: "key, accountId, conferenceId" });
  }
}

export const attendeeDb = new AttendeeDb();

export const draftKey = (accountId: number, conferenceId: number) => `${accountId}:${conferenceId}`;
