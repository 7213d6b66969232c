import { z } from "zod";
import { hotelPayTypeValues, invoiceContentValues, invoiceTypeValues, residentTypeValues } from "../enums";
import { normalizeGroupCode } from "../rules/group";
import { validationIds as v } from "../validation";
import { normalizeEmail } from "../validators/contact";
import { normalizeTaxpayerNumber, stripSpaces } from "../validators/invoice";
import { isValidPaperId, normalizePaperId } from "../validators/text";
import { id, optionalText, plainText } from "./common";

/**
 * The optional blocks of newRegist (spec 000 §2): papers, hotel, extra questions, invoice, group. The
 * schemas normalise what the spec normalises; what depends on the conference is checked by the rules in
 * rules/papers.ts, hotel.ts, extras.ts, invoice.ts and group.ts.
 */

/** An accepted paper by its id (trimmed, leading zeros removed) and its page count. */
export const paperInput = z.object({
  paperId: plainText(40).overwrite(normalizePaperId).refine(isValidPaperId, { error: v.paperId }),
  // The range 1..pageLimit is the conference's: rules/papers.ts checks it with the limit in the message.
  pages: z
    .number({ error: v.paperPages })
    .int({ error: v.paperPages })
    .min(0, { error: v.paperPages })
    .max(1000, { error: v.paperPages }),
  /**
   * Where the conference asks for PINs (`isPinpaper`), someone else's paper is registered only with its
   * PIN (server blocks/papers.ts checks it; the attendee's own papers need none).
   */
  pin: plainText(40).optional(),
});
export type PaperInput = z.output<typeof paperInput>;

/** A date not filled in is asked for; one filled in must be a calendar day. */
const day = z.iso.date({ error: (issue) => (issue.input === undefined ? v.required : v.date) });

/**
 * A room booking: dates are YYYY-MM-DD (check-in, check-out); the cost is settled at the hotel. The form
 * sends what is not chosen yet as absent: the room type is then asked to be chosen, the dates filled in.
 */
export const hotelInput = z.object({
  roomTypeId: z.number({ error: v.choose }).pipe(id),
  startDate: day,
  endDate: day,
  hotelPayType: z.literal(hotelPayTypeValues, { error: v.choose }),
  residentType: z.literal(residentTypeValues, { error: v.choose }),
  roommateName: optionalText(50),
});
export type HotelInput = z.output<typeof hotelInput>;

/**
 * An answer to one of the conference's extra questions; a multiple choice sends its option values joined
 * with ';' (as stored). How long and on how many lines depends on the question: rules/extras.ts checks it
 * with the shared plainText and multilineText, so its findings name the question, not the array position.
 */
export const extraAnswerInput = z.object({
  itemId: id,
  value: z.string({ error: v.invalid }).max(5000, { error: v.tooLong }).default(""),
});
export type ExtraAnswerInput = z.output<typeof extraAnswerInput>;

const spaceless = (max: number) => optionalText(max).overwrite(stripSpaces);

/**
 * The buyer's invoice details (spec 000 §3 Invoice). `unit` is the USD receipt's affiliation. An empty
 * content means the conference's default content.
 */
export const invoiceInput = z.object({
  invoiceType: z.literal(invoiceTypeValues, { error: v.invoiceTypeUnavailable }),
  invoiceContent: z
    .union([z.enum(invoiceContentValues), z.literal("")], { error: v.invoiceContentUnavailable })
    .default(""),
  invoiceTitle: optionalText(100),
  taxpayerNumber: optionalText(30).overwrite(normalizeTaxpayerNumber),
  unit: optionalText(100),
  address: spaceless(200),
  phone: spaceless(40),
  bank: spaceless(100),
  account: spaceless(60),
  postAddress: optionalText(200),
  postPhone: spaceless(30),
  postEmail: optionalText(100).overwrite(normalizeEmail),
  registree: optionalText(50),
  remark: optionalText(200),
});
export type InvoiceInput = z.output<typeof invoiceInput>;

/** The form's invoice: the details, and whether to keep them as a saved common invoice of the account. */
export const registrationInvoiceInput = invoiceInput.extend({ saveAsCommon: z.boolean().default(false) });

/** Start a group from one of the conference's schemes, or join one by its code (upper-cased). */
export const groupChoice = z.union([
  z.strictObject({ create: id }),
  z.strictObject({
    join: plainText(20)
      .overwrite(normalizeGroupCode)
      .refine((code) => code !== "", { error: v.required }),
  }),
]);
export type GroupChoice = z.output<typeof groupChoice>;

/** The blocks as `registrationInput` carries them, each absent by default. */
export const registrationBlocksInput = {
  papers: z.array(paperInput).max(20, { error: v.invalid }).default([]),
  hotel: hotelInput.nullable().default(null),
  extras: z.array(extraAnswerInput).max(100, { error: v.invalid }).default([]),
  /** Without it the conference's default invoice (rules/invoice.ts `defaultInvoiceChoice`). */
  invoice: registrationInvoiceInput.optional(),
  group: groupChoice.nullable().default(null),
};
