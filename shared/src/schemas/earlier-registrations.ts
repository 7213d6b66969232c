import { z } from "zod";
import { registrantFields } from "../fields/registrant";
import { bilingual, id, isoDateTime } from "./common";
import { invoiceInput } from "./registration-blocks";

/** A type or workshop by its title (registration.ts `typeRef`, which imports this file's states). */
const titled = z.object({ id, title: bilingual });

/** Quick registration (spec 000 §9): how many earlier registrants the login page offers. */
export const quickRegistrantLimit = 5;

/**
 * What an earlier registrant of the account fills in on a new form: the person, never the document number
 * or the phone (views mask those, so they are typed again).
 */
export const quickRegistrantFields = registrantFields.pick({
  name: true,
  nameEn: true,
  gender: true,
  idType: true,
  idCountry: true,
  unit: true,
  unitEn: true,
  job: true,
  position: true,
  email: true,
  memberNo: true,
  otherMemberNo: true,
});
export type QuickRegistrantFields = z.infer<typeof quickRegistrantFields>;

/** One earlier registrant: the person, where and as what they registered, the same type here if any. */
export const quickRegistrant = z.object({
  person: quickRegistrantFields,
  conferenceTitle: bilingual,
  participantType: titled,
  /** This conference's type with the same title, or null. */
  participantTypeId: id.nullable(),
  registeredAt: isoDateTime,
});
export type QuickRegistrant = z.infer<typeof quickRegistrant>;

export const quickRegistrantList = z.object({
  registrants: z.array(quickRegistrant).max(quickRegistrantLimit),
});
export type QuickRegistrantList = z.infer<typeof quickRegistrantList>;

/** The 1/2 of the spec's isRecommend: the popup was offered (and declined), or its choices were loaded. */
export const RecommendState = { none: 0, recommended: 1, loaded: 2 } as const;
export type RecommendState = (typeof RecommendState)[keyof typeof RecommendState];
export const recommendStateValues = [0, 1, 2] as const;

/**
 * The recommended registration (spec 001 §7 getRecommendRegister): the account's latest registration's
 * choices that exist here: the type by its title, workshops by their titles, the invoice details as this
 * conference offers them.
 */
export const recommendation = z.object({
  conferenceTitle: bilingual,
  participantType: titled,
  participantTypeId: id.nullable(),
  workshops: z.array(titled),
  invoice: invoiceInput.nullable(),
});
export type Recommendation = z.infer<typeof recommendation>;

export const recommendationResult = z.object({ recommendation: recommendation.nullable() });
export type RecommendationResult = z.infer<typeof recommendationResult>;
