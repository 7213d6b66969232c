import {
  type AcceptedPaperFacts,
  type AcceptedPaperView,
  type PaperInput,
  type PaperRuleContext,
  paperIssues,
  papersOffered,
  registrationBlocksInput,
  validationIds as v,
} from "@confreg/shared";
import { checkPart } from "../check";
import type { BlockContext, FormBlock } from "../types";
import { PapersCard } from "./PapersCard";

/** A paper in the form's list: the accepted paper as it was looked up, its page count, and its PIN. */
export type PaperEntry = AcceptedPaperView & {
  pages: number;
  /** The PIN it was found with (someone else's paper where `isPinpaper`); "" for the attendee's own. */
  pin: string;
};

const factsOf = (entry: AcceptedPaperView): AcceptedPaperFacts => ({
  paperId: entry.paperId,
  isFinal: entry.isFinal,
  takenByOther: entry.isRegistered,
  authors: entry.authors,
  authorsEn: entry.authorsEn,
});

/** The shared paper rules' context: the conference, the type, the papers as looked up, the registrant. */
export function paperRuleContext(
  context: BlockContext,
  known: readonly AcceptedPaperView[],
  registrant: { name?: string | undefined; nameEn?: string | undefined },
): PaperRuleContext {
  return {
    settings: context.conference.settings,
    type: context.type,
    accepted: known.map(factsOf),
    registrant: { name: registrant.name ?? "", nameEn: registrant.nameEn ?? "" },
    now: context.now,
  };
}

/** A paper's part of the request: the PIN only when it was needed to find it. */
export const paperInputOf = ({ paperId, pages, pin }: PaperEntry): PaperInput =>
  pin ? { paperId, pages, pin } : { paperId, pages };

/** The page counts the fee table prices (DOMAIN.md §3), while the block is shown. */
export function paperPagesOf(value: readonly PaperEntry[] | undefined, context: BlockContext): number[] {
  return papersBlock.shown(context) ? (value ?? []).map((entry) => entry.pages) : [];
}

/**
 * Papers (spec 000 §2 "paper info", §5 "Papers"): on paper conferences for types that allow
 * them. The list holds only papers the server found, so "not found" is the server's to say; everything
 * else (limits, pages, final, taken, listed twice, the deadline, the author) is checked here as there.
 */
export const papersBlock: FormBlock<"papers", PaperEntry[]> = {
  key: "papers",
  shown: ({ conference, type }) => papersOffered(conference.settings, type),
  blank: () => [],
  toInput: (value) => ({ papers: value.map(paperInputOf) }),
  check: (input, context, value = []) =>
    checkPart("papers", registrationBlocksInput.papers, input.papers, (papers) =>
      paperIssues(paperRuleContext(context, value, input), papers).filter(
        (issue) => issue.code !== v.paperNotFound,
      ),
    ),
  // A PIN opens someone else's paper: it stays in this page, not on the device (add the paper again).
  draft: (value) => value.filter((entry) => entry.pin === ""),
  Card: PapersCard,
};
