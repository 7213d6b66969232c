import { z } from "zod";
import { extraItemTypeValues, hotelPayTypeValues, mealTypeValues, residentTypeValues } from "../enums";
import { validationIds as v } from "../validation";
import { normalizeEmail } from "../validators/contact";
import { bilingual, cents, id, isoDateTime, optionalText } from "./common";

/**
 * The named questions of the additional-information block (spec 000 §3 "Extras", DOMAIN.md §2): each is
 * switched on by a conference setting or the participant type (rules/additional.ts says which), and kept
 * in the registration's own columns. Everything is optional here; the rules say what is required.
 */

/** A yes/no answer kept as text (the `social` column), or none. */
export const yesNoValues = ["Yes", "No"] as const;
export type YesNo = (typeof yesNoValues)[number];
const yesNo = z.union([z.enum(yesNoValues), z.literal("")], { error: v.choose }).default("");

/** The old system's word for "no paper" in the free-text paper ids (spec 000 §3 paperIds). */
export const noPaperIds = "Non";

/** The award's certificate (`needsAward` types with `fields.award`): who it names and who receives it. */
export const awardInput = z.object({
  title: optionalText(100),
  firstName: optionalText(100),
  receiveName: optionalText(50),
  receiveUnit: optionalText(100),
  receiveEmail: optionalText(100).overwrite(normalizeEmail),
  receivePhone: optionalText(40),
});
export type AwardInput = z.output<typeof awardInput>;

const when = z.union([z.literal(""), isoDateTime], { error: v.date }).default("");

/** How the registrant arrives and leaves (train or flight number, time, station or airport). */
export const travelInput = z.object({
  arriveNumber: optionalText(40),
  arriveTime: when,
  arrivePlace: optionalText(100),
  departNumber: optionalText(40),
  departTime: when,
  departPlace: optionalText(100),
});
export type TravelInput = z.output<typeof travelInput>;

export const additionalInput = z.object({
  social: yesNo,
  allergens: optionalText(200),
  /** The visit question (`fields.isVisit`): null when unanswered or not asked. */
  isVisit: z.boolean({ error: v.choose }).nullable().default(null),
  /** Free-text paper ids (`fields.paperIds`), or 'Non' for none. */
  paperIds: optionalText(200),
  /** The dinner's meal (`isHalal`): the spec's dinnerType. */
  mealType: z.literal(mealTypeValues, { error: v.choose }).nullable().default(null),
  award: awardInput.prefault({}),
  travel: travelInput.prefault({}),
});
export type AdditionalInput = z.output<typeof additionalInput>;
export const blankAdditional: AdditionalInput = additionalInput.parse({});

/** A booked room as registerDetail shows it; the cost is an estimate settled at the hotel (DOMAIN.md §3). */
export const hotelBookingView = z.object({
  hotel: bilingual,
  roomType: bilingual,
  startDate: z.string(),
  endDate: z.string(),
  nights: z.number().int(),
  residentType: z.literal(residentTypeValues).nullable(),
  roommateName: z.string(),
  hotelPayType: z.literal(hotelPayTypeValues).nullable(),
  pricePerNight: cents,
  estimatedCost: cents,
});
export type HotelBookingView = z.infer<typeof hotelBookingView>;

/** An extra question's answer with the question's words; choices carry their option labels. */
export const extraAnswerView = z.object({
  itemId: id,
  title: bilingual,
  /** The question's kind (text, single, multiple, select, long text): how its value reads. */
  type: z.literal(extraItemTypeValues),
  value: z.string(),
  /** The chosen options' labels, for choice questions (empty for text). */
  choices: z.array(bilingual),
});
export type ExtraAnswerView = z.infer<typeof extraAnswerView>;

/** registerDetail's additional-information card. */
export const additionalView = additionalInput.extend({
  hotel: hotelBookingView.nullable(),
  answers: z.array(extraAnswerView),
});
export type AdditionalView = z.infer<typeof additionalView>;
