import { z } from "zod";
import {
  currencyValues,
  genderValues,
  invoiceStatusValues,
  invoiceTypeValues,
  payStatusValues,
  payTypeValues,
  personLevelValues,
} from "../enums";
import { validationIds as v } from "../validation";
import {
  isValidEmail,
  isValidIdNumber,
  isValidPhone,
  normalizeEmail,
  normalizeIdNumber,
  normalizePhone,
} from "../validators";
import { bilingual, cents, id, isoDateTime, optionalText, requiredText } from "./common";

export const email = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(100, { error: v.tooLong })
  .refine(isValidEmail, { error: v.email })
  .overwrite(normalizeEmail);

export const phone = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .refine(isValidPhone, { error: v.phone })
  .overwrite(normalizePhone);

/** Empty, or a valid ID number; whether it is required is the conference's `isIdcard`. */
export const idNumber = z
  .string()
  .trim()
  .default("")
  .refine((s) => s === "" || isValidIdNumber(s), { error: v.idNumber })
  .overwrite(normalizeIdNumber);

/** The person fields of a registration (spec 000 §3; saved registrants share them). */
export const registrantFields = z.object({
  name: requiredText(50),
  nameEn: optionalText(100),
  gender: z.literal(genderValues, { error: v.choose }).default(1),
  idNumber,
  unit: requiredText(100),
  unitEn: optionalText(200),
  job: optionalText(50),
  position: optionalText(50),
  email,
  phone,
  memberNo: optionalText(40),
  otherMemberNo: optionalText(40),
});
export type RegistrantFields = z.infer<typeof registrantFields>;

/** What an attendee submits from newRegist (this slice: registrant, type, workshops). */
export const registrationInput = registrantFields.extend({
  participantTypeId: z.number({ error: v.participantType }).int().positive({ error: v.participantType }),
  workshopIds: z.array(id).max(50).default([]),
  invcode: z.string().trim().max(40).default(""),
  payType: z.literal(payTypeValues, { error: v.payType }).optional(),
  /** The total the attendee saw; a different server total answers 409 FEE_CHANGED with the new one. */
  clientTotal: cents,
});
export type RegistrationInput = z.input<typeof registrationInput>;
export type RegistrationData = z.output<typeof registrationInput>;

export const payLine = z.object({
  id,
  payType: z.literal(payTypeValues),
  payStatus: z.literal(payStatusValues),
  totalFee: cents,
  receivedFee: cents,
  currency: z.enum(currencyValues),
  outTradeNo: z.string(),
  payTime: isoDateTime.nullable(),
});
export type PayLine = z.infer<typeof payLine>;

export const invoiceSummary = z.object({
  invoiceType: z.literal(invoiceTypeValues),
  invoiceStatus: z.literal(invoiceStatusValues),
  invoiceTitle: z.string(),
  invoiceNumber: z.string(),
});

export const typeRef = z.object({ id, title: bilingual });

/** What every view of a registration shows: the person (numbers masked), type, first pay line, invoice state. */
export const registrationCore = z.object({
  id,
  name: z.string(),
  nameEn: z.string(),
  gender: z.literal(genderValues),
  job: z.string(),
  position: z.string(),
  unit: z.string(),
  email: z.string(),
  phoneMasked: z.string(),
  idNumberMasked: z.string(),
  memberNo: z.string(),
  participantType: typeRef,
  payStatus: z.literal(payStatusValues),
  totalFee: cents,
  currency: z.enum(currencyValues),
  invoiceStatus: z.literal(invoiceStatusValues),
  isSignIn: z.boolean(),
  createTime: isoDateTime,
  updateTime: isoDateTime,
});

/** One card of registerList. */
export const registrationSummary = registrationCore.extend({
  conferenceId: id,
  workshopCount: z.number().int(),
  paperCount: z.number().int(),
  canDelete: z.boolean(),
});
export type RegistrationSummary = z.infer<typeof registrationSummary>;

export const registrationDetail = registrationSummary.extend({
  unitEn: z.string(),
  otherMemberNo: z.string(),
  invcode: z.string(),
  level: z.literal(personLevelValues).nullable(),
  workshops: z.array(typeRef),
  payLines: z.array(payLine),
  invoice: invoiceSummary.nullable(),
  signInTime: isoDateTime.nullable(),
});
export type RegistrationDetail = z.infer<typeof registrationDetail>;
