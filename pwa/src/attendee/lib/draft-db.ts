import type { RegistrantFields } from "@confreg/shared";
import Dexie, { type EntityTable } from "dexie";

/** What preRegist hands to newRegist (the spec's `form` JSON, with our field names). */
export type Selection = { participantTypeId: number; workshopIds: number[]; invcode: string };

/**
 * The registrant fields a draft keeps. The ID number is left out on purpose: it is the most sensitive field
 * and is retyped in seconds, so it never rests on the device (DOMAIN.md §9).
 */
export type DraftValues = Partial<Omit<RegistrantFields, "idNumber">>;

/** An unsubmitted newRegist form, one per account and conference. */
export type RegistrationDraft = {
  key: string;
  accountId: number;
  conferenceId: number;
  selection: Selection | null;
  values: DraftValues;
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
