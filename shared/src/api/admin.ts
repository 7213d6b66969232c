import { z } from "zod";
import { idTypeValues, invoiceTypeValues, payTypeValues, personLevelValues } from "../enums";
import { fieldValue } from "../registration-columns/format";
import { bilingual, cents, id, isoDateTime } from "../schemas/common";
import { invoiceSummary, payLine, registrationCore, standing, typeRef } from "../schemas/registration";
import type { RegistrationListColumnName } from "./registration-list";
import { registrationPanelSections } from "./registration-panel";

export const adminRegistrationRow = registrationCore.extend({
  conference: z.object({ id, title: bilingual }),
  workshops: z.array(typeRef),
  level: z.literal(personLevelValues).nullable(),
  payType: z.literal(payTypeValues),
  receivedFee: cents,
  invoiceType: z.literal(invoiceTypeValues).nullable(),
  invoiceTitle: z.string(),
  signInTime: isoDateTime.nullable(),
  /** The shared field table's values of the asked `fieldGroups` (personal numbers masked). */
  fields: z.record(z.string(), fieldValue).optional(),
  /** Answers to the extra questions by question id, when `extra` is asked. */
  extras: z.record(z.string(), z.string()).optional(),
});
export type AdminRegistrationRow = z.infer<typeof adminRegistrationRow>;

/** Every declared column shows a field of the row. */
const columnsShowRowFields: Pick<AdminRegistrationRow, RegistrationListColumnName> | undefined = undefined;
void columnsShowRowFields;

/** The registration detail panel of the back office, with its sections (registration-panel.ts). */
export const adminRegistrationDetail = adminRegistrationRow.extend({
  cardNumber: z.string(),
  invcode: z.string(),
  remark: z.string(),
  payLines: z.array(payLine),
  invoice: invoiceSummary.nullable(),
  standing,
  ...registrationPanelSections,
});
export type AdminRegistrationDetail = z.infer<typeof adminRegistrationDetail>;

/** A registrant's full numbers, for one record on request; every such view is audited (DOMAIN.md §9). */
export const personalData = z.object({
  idType: z.literal(idTypeValues),
  idCountry: z.string(),
  idNumber: z.string(),
  phone: z.string(),
});
export type PersonalData = z.infer<typeof personalData>;

/** Conferences an admin may see, with what the list filters need. */
export const adminConference = z.object({
  id,
  title: bilingual,
  year: z.number().int(),
  hostUnit: z.string(),
  timezone: z.string(),
  participantTypes: z.array(typeRef),
  /** The back office shows the conference's lodging and transport list and columns (its setting). */
  lodgingEnabled: z.boolean(),
  /** The conference offers group discounts (its `isGroup`): the back office shows its group list. */
  groupsEnabled: z.boolean(),
});
export type AdminConference = z.infer<typeof adminConference>;

/** The admin "all conferences" scope; 200 stays accepted as its alias in URLs (DOMAIN.md §1). */
export const allConferencesScope = "all";
export const legacyAllConferencesId = "200";
export type AdminScope = number | typeof allConferencesScope;

export function parseAdminScope(raw: string): AdminScope | null {
  if (raw === allConferencesScope || raw === legacyAllConferencesId) return allConferencesScope;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
