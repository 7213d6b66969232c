import { z } from "zod";
import {
  currencyValues,
  invoiceStatusValues,
  invoiceTypeValues,
  payStateValues,
  payStatusValues,
  payTypeValues,
  personLevelValues,
} from "../enums";
import { registrantFields, registrantView } from "../fields/registrant";
import { checkInReasonValues } from "../rules/standing";
import { invoiceEvents } from "../state/invoice";
import { paymentEvents } from "../state/payment";
import { registrationEvents } from "../state/registration";
import { validationIds as v } from "../validation";
import { bilingual, cents, id, isoDateTime, maxInt, optionalText } from "./common";
import { recommendStateValues } from "./earlier-registrations";
import { additionalInput, additionalView } from "./registration-additional";
import { addressInput, addressView } from "./registration-address";
import { registrationBlocksInput } from "./registration-blocks";
import { cardImage, cardImageIds } from "./saved-registrant";

/** What an attendee submits from newRegist: registrant, type, workshops and the optional blocks. */
export const registrationInput = registrantFields.extend({
  participantTypeId: z
    .number({ error: v.participantType })
    .int()
    .positive({ error: v.participantType })
    .max(maxInt, { error: v.participantType }),
  workshopIds: z.array(id).max(50).default([]),
  invcode: optionalText(40),
  payType: z.literal(payTypeValues, { error: v.payType }).optional(),
  /** The total the attendee saw; a different server total answers 409 FEE_CHANGED with the new one. */
  clientTotal: cents,
  ...registrationBlocksInput,
  /** The named questions (social, allergens, visit, paper ids, meal, award, travel); rules/additional.ts. */
  additional: additionalInput.prefault({}),
  /** The address declaration (`isPersonaddress`): districts, street addresses, health code; rules/address.ts. */
  address: addressInput.prefault({}),
  /** The spec's isRecommend: 1 the recommended-registration popup was declined, 2 its choices were loaded. */
  isRecommend: z.literal(recommendStateValues, { error: v.invalid }).default(0),
  /** The student card and other member card images the type asks for (rules/people.ts `cardIssues`). */
  ...cardImageIds,
  /** "Save this person": the registrant joins the account's saved registrants, in the same transaction. */
  savePerson: z.boolean().default(false),
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
  invoiceContent: z.string(),
  taxpayerNumber: z.string(),
  /** Where the invoice is sent when the buyer gave an address (else the registrant's e-mail). */
  postEmail: z.string(),
  /** Where the issued invoice is downloaded; empty until there is a document (imported records have none). */
  documentUrl: z.string(),
});

export const typeRef = z.object({ id, title: bilingual });

const paymentEvent = z.enum(paymentEvents);
const invoiceEvent = z.enum(invoiceEvents);
const registrationEvent = z.enum(registrationEvents);

/** The read model of a registration's money and eligibility (shared `registrationStanding`). */
export const standing = z.object({
  currency: z.enum(currencyValues),
  payStatus: z.literal(payStatusValues),
  payState: z.literal(payStateValues),
  payType: z.literal(payTypeValues),
  fee: cents,
  owed: cents,
  pending: cents,
  paid: cents,
  refunded: cents,
  refundable: cents,
  invoiceStatus: z.literal(invoiceStatusValues),
  invoiceType: z.literal(invoiceTypeValues).nullable(),
  checkIn: z.object({ eligible: z.boolean(), reason: z.enum(checkInReasonValues) }),
  lines: z.array(
    payLine.omit({ id: true, outTradeNo: true, payTime: true }).extend({
      seq: z.number().int(),
      attendee: z.array(paymentEvent),
      admin: z.array(paymentEvent),
    }),
  ),
  invoiceActions: z.object({ attendee: z.array(invoiceEvent), admin: z.array(invoiceEvent) }),
  registrationActions: z.object({ attendee: z.array(registrationEvent), admin: z.array(registrationEvent) }),
});

/**
 * What every view of a registration shows: the registrant (personal numbers masked), the type, and the
 * standing's headline (payment status and total over all lines, invoice state).
 */
export const registrationCore = registrantView.extend({
  id,
  participantType: typeRef,
  payStatus: z.literal(payStatusValues),
  /** What the payment shows as (shared `payStateOf`): "nothing to pay" apart from unpaid. */
  payState: z.literal(payStateValues),
  totalFee: cents,
  currency: z.enum(currencyValues),
  invoiceStatus: z.literal(invoiceStatusValues),
  isSignIn: z.boolean(),
  createTime: isoDateTime,
  updateTime: isoDateTime,
});

/** One card of registerList. */
export const registrationSummary = registrationCore.extend({
  /** Links to the card images (the image viewer); null where none was uploaded. */
  studentCard: cardImage.nullable(),
  otherMemberCard: cardImage.nullable(),
  conferenceId: id,
  workshopCount: z.number().int(),
  paperCount: z.number().int(),
  canDelete: z.boolean(),
  checkIn: standing.shape.checkIn,
});
export type RegistrationSummary = z.infer<typeof registrationSummary>;

/** A paper the registration covers (registerDetail's paper card), with its code once paid. */
export const registrationPaper = z.object({
  paperId: z.string(),
  title: z.string(),
  pages: z.number().int(),
  /** Empty until the registration is paid on a conference that hands out codes (rules/paper-codes.ts). */
  paperCode: z.string(),
});
export type RegistrationPaper = z.infer<typeof registrationPaper>;

export const registrationDetail = registrationSummary.extend({
  invcode: z.string(),
  standing,
  level: z.literal(personLevelValues).nullable(),
  workshops: z.array(typeRef),
  payLines: z.array(payLine),
  invoice: invoiceSummary.nullable(),
  signInTime: isoDateTime.nullable(),
  /** The signed QR code the kiosk scans (shared `verifyCheckinQr`), shown on registerDetail and the card. */
  checkinQr: z.string(),
  /** The paper card: the papers it covers, with their codes once paid. */
  papers: z.array(registrationPaper),
  /** The additional-information card: the room booked, the answers, the named questions. */
  additional: additionalView,
  /** The address card: null where the conference does not ask for the address (`isPersonaddress`). */
  address: addressView.nullable(),
});
export type RegistrationDetail = z.infer<typeof registrationDetail>;
