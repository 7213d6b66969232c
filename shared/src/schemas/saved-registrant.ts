import { z } from "zod";
import { registrantFields, registrantView } from "../fields/registrant";
import { id, isoDateTime } from "./common";

/** A card image a registrant shows (student card, other society's member card): its upload and where to see it. */
export const cardImage = z.object({ id, url: z.string() });
export type CardImage = z.infer<typeof cardImage>;

/** The card images of a registrant, by their upload ids (uploads of the attendee's own, `uploadImage`). */
export const cardImageIds = {
  studentCard: id.nullable().default(null),
  otherMemberCard: id.nullable().default(null),
};

/**
 * A person the attendee registers often (spec 000 §3 "saved common registrant"): the registrant fields,
 * parsed and normalised by the same descriptors as a registration's, and the card images.
 */
export const savedRegistrantInput = registrantFields.extend(cardImageIds);
export type SavedRegistrantInput = z.input<typeof savedRegistrantInput>;
export type SavedRegistrantData = z.output<typeof savedRegistrantInput>;

const cards = { studentCard: cardImage.nullable(), otherMemberCard: cardImage.nullable() };

/** One card of the "choose a saved person" list: the document number and phone masked. */
export const savedRegistrantView = registrantView.extend({ id, ...cards, updateTime: isoDateTime });
export type SavedRegistrantView = z.infer<typeof savedRegistrantView>;

/** A saved person chosen to fill the form, for its owner: every value as entered (the choice is audited). */
export const savedRegistrantValues = registrantFields.extend({ id, ...cards });
export type SavedRegistrantValues = z.infer<typeof savedRegistrantValues>;
