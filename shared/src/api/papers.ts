import { z } from "zod";
import { bilingual, id, isoDateTime, paged, plainText } from "../schemas/common";
import { validationIds as v } from "../validation";
import { isValidPaperId, normalizePaperId } from "../validators/text";

/**
 * The paper look-ups of newRegist and the mypaper page (spec 000 §7, 001 §2 "Paper list", 002 §5 "Paper
 * addition"). Whether a paper is registered is said, never by whom.
 */

/** An accepted paper as the form offers it: its id normalised as `paperInput` normalises what is typed. */
export const acceptedPaperView = z.object({
  paperId: z.string(),
  title: z.string(),
  /** Author names as the paper system lists them. */
  authors: z.string(),
  authorsEn: z.string(),
  /** The paper system holds its final version: only then can it be registered. */
  isFinal: z.boolean(),
  /** A live registration (anyone's, the attendee's own included) already covers it. */
  isRegistered: z.boolean(),
});
export type AcceptedPaperView = z.infer<typeof acceptedPaperView>;

/** The signed-in attendee's accepted papers (those the paper system lists under the account's e-mail). */
export const acceptedPaperList = z.object({
  papers: z.array(acceptedPaperView),
  /** Other people's papers are found by paper id and PIN (`isPinpaper`), else by paper id alone. */
  needsPin: z.boolean(),
  /** The conference's paper deadline (null: none), and whether it has passed (papers cannot be added). */
  deadline: isoDateTime.nullable(),
  deadlinePassed: z.boolean(),
});
export type AcceptedPaperList = z.infer<typeof acceptedPaperList>;

/** A search by paper id (trimmed, leading zeros removed), with the paper's PIN where `isPinpaper`. */
export const paperSearchQuery = z.object({
  paperId: plainText(40).overwrite(normalizePaperId).refine(isValidPaperId, { error: v.paperId }),
  pin: plainText(40).optional(),
});
export type PaperSearchQuery = z.output<typeof paperSearchQuery>;

/** One row of mypaper: an accepted paper of the account, or a paper one of its registrations covers. */
export const myPaper = z.object({
  paperId: z.string(),
  title: z.string(),
  isFinal: z.boolean(),
  isRegistered: z.boolean(),
  /** The attendee's own registration that covers it (the row opens its registerDetail); null otherwise. */
  registrationId: id.nullable(),
  /** Pages as registered; null when none of the attendee's registrations covers it. */
  pages: z.number().int().nullable(),
  /** Its paper code once the registration is paid (empty before, or where the conference hands none). */
  paperCode: z.string(),
});
export type MyPaper = z.infer<typeof myPaper>;

export const myPaperList = paged(myPaper).extend({
  /** What the conference calls the code (e.g. "upload code"); null: the product's "Paper code". */
  paperCodeLabel: bilingual.nullable(),
});
export type MyPaperList = z.infer<typeof myPaperList>;
