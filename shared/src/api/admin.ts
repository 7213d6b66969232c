import { z } from "zod";
import {
  invoiceStatusValues,
  invoiceTypeValues,
  payStatusValues,
  payTypeValues,
  personLevelValues,
} from "../enums";
import { bilingual, cents, id, isoDateTime, pageQuery } from "../schemas/common";
import { invoiceSummary, payLine, registrationCore, typeRef } from "../schemas/registration";

const optionalNumber = z.coerce.number().int().optional();
const optionalEnum = <T extends readonly [number, ...number[]]>(values: T) =>
  z.coerce.number().pipe(z.literal(values)).optional();

/** Filters of the back-office registration list (spec 002 §2). */
export const adminRegistrationQuery = pageQuery.extend({
  conferenceId: optionalNumber,
  /** Host unit of the conference (all-conferences scope). */
  hostUnit: z.string().trim().max(100).optional(),
  year: optionalNumber,
  payType: optionalEnum(payTypeValues),
  payStatus: optionalEnum(payStatusValues),
  participantTypeId: optionalNumber,
  invoiceType: optionalEnum(invoiceTypeValues),
  invoiceStatus: optionalEnum(invoiceStatusValues),
  isSignIn: optionalEnum([0, 1] as const),
  level: optionalEnum(personLevelValues),
  /** A day (YYYY-MM-DD) in the conference's time zone. */
  createdDate: z.iso.date().optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type AdminRegistrationQuery = z.infer<typeof adminRegistrationQuery>;

export const adminRegistrationRow = registrationCore.extend({
  conference: z.object({ id, title: bilingual }),
  workshops: z.array(typeRef),
  level: z.literal(personLevelValues).nullable(),
  payType: z.literal(payTypeValues),
  receivedFee: cents,
  invoiceType: z.literal(invoiceTypeValues).nullable(),
  invoiceTitle: z.string(),
  signInTime: isoDateTime.nullable(),
});
export type AdminRegistrationRow = z.infer<typeof adminRegistrationRow>;

/** The registration detail dialog of the back office. */
export const adminRegistrationDetail = adminRegistrationRow.extend({
  unitEn: z.string(),
  otherMemberNo: z.string(),
  cardNumber: z.string(),
  invcode: z.string(),
  remark: z.string(),
  payLines: z.array(payLine),
  invoice: invoiceSummary.nullable(),
});
export type AdminRegistrationDetail = z.infer<typeof adminRegistrationDetail>;

/** Conferences an admin may see, with what the list filters need. */
export const adminConference = z.object({
  id,
  title: bilingual,
  year: z.number().int(),
  hostUnit: z.string(),
  timezone: z.string(),
  participantTypes: z.array(typeRef),
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
