import type { ConferenceSettings, ParticipantType } from "../schemas/conference";
import type { PaperInput } from "../schemas/registration-blocks";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";

export type PaperSettings = Pick<
  ConferenceSettings,
  "isPaper" | "paperLimit" | "pageLimit" | "mustPaper" | "paperDeadline"
>;
export type PaperType = Pick<ParticipantType, "allowsPapers" | "maxPapers" | "paperAuthorMustMatch">;

/** An accepted paper (from the paper system) as the rules see it. */
export type AcceptedPaperFacts = {
  /** Normalised (shared `normalizePaperId`), as `paperInput` normalises what the attendee types. */
  paperId: string;
  /** The paper system holds its final version; others cannot be registered yet (spec 002 §5). */
  isFinal: boolean;
  /** Claimed by another registration that is not deleted. */
  takenByOther: boolean;
  /** Author names as imported, several separated by commas, semicolons or 、. */
  authors: string;
  authorsEn: string;
};

export type PaperRuleContext = {
  settings: PaperSettings;
  type: PaperType | null;
  /** The accepted papers among the ids entered; an id not here is not an accepted paper. */
  accepted: readonly AcceptedPaperFacts[];
  registrant: { name: string; nameEn: string };
  /** When the papers are added (the conference's paper deadline is compared with it). */
  now: Date;
};

/** Papers are offered on paper conferences (`isPaper`) to types that allow them. */
export function papersOffered(settings: Pick<PaperSettings, "isPaper">, type: PaperType | null): boolean {
  return settings.isPaper && (type?.allowsPapers ?? false);
}

/** Whether the conference's paper deadline (`paperDeadline`, if any) is behind `now` (spec 000 §7). */
export function paperDeadlinePassed(settings: Pick<PaperSettings, "paperDeadline">, now: Date): boolean {
  return settings.paperDeadline !== null && now.getTime() > Date.parse(settings.paperDeadline);
}

/** How many papers one registration covers: the type's own limit, else the conference's (DOMAIN.md §11). */
export function paperLimitOf(settings: Pick<PaperSettings, "paperLimit">, type: PaperType | null): number {
  return type?.maxPapers ?? settings.paperLimit;
}

const squash = (name: string) => name.replace(/\s+/g, "").toLowerCase();
const namesIn = (list: string) =>
  list
    .split(/[,，;；、]/)
    .map(squash)
    .filter(Boolean);

/**
 * Whether the registrant wrote the paper (types with `paperAuthorMustMatch`, spec 000 §5): the name is one
 * of its authors, and an English name, when both sides have one, is one of its English authors.
 */
export function isPaperAuthor(
  paper: Pick<AcceptedPaperFacts, "authors" | "authorsEn">,
  registrant: { name: string; nameEn: string },
): boolean {
  const zh = namesIn(paper.authors);
  const en = namesIn(paper.authorsEn);
  const name = squash(registrant.name);
  const nameEn = squash(registrant.nameEn);
  const nameMatches = name !== "" && (zh.includes(name) || en.includes(name));
  return nameMatches && (nameEn === "" || en.length === 0 || en.includes(nameEn));
}

/**
 * The paper block (spec 000 §5 "Papers", 001 §5, 002 §5 "Paper addition"): offered at all, how many,
 * before the paper deadline, and each paper accepted, final, not someone else's, listed once,
 * 1..pageLimit pages, by the registrant where the type requires it. A paper claimed at the same moment is
 * refused when the server claims it.
 */
export function paperIssues(context: PaperRuleContext, papers: readonly PaperInput[]): FieldIssue[] {
  const { settings, type } = context;
  if (!papersOffered(settings, type))
    return papers.length ? [{ path: "papers", code: v.paperUnavailable }] : [];
  const issues: FieldIssue[] = [];
  if (papers.length > 0 && paperDeadlinePassed(settings, context.now))
    issues.push({ path: "papers", code: v.paperDeadline });
  const max = paperLimitOf(settings, type);
  if (papers.length > max) issues.push({ path: "papers", code: v.paperLimit, params: { max } });
  if (settings.mustPaper && papers.length === 0) issues.push({ path: "papers", code: v.paperRequired });
  papers.forEach((paper, index) => {
    const code = paperIdIssue(context, papers, index);
    if (code) issues.push({ path: `papers.${index}.paperId`, code, params: { paperId: paper.paperId } });
    if (paper.pages < 1 || paper.pages > settings.pageLimit) {
      issues.push({
        path: `papers.${index}.pages`,
        code: v.paperPageRange,
        params: { max: settings.pageLimit },
      });
    }
  });
  return issues;
}

function paperIdIssue(
  context: PaperRuleContext,
  papers: readonly PaperInput[],
  index: number,
): string | null {
  const paperId = papers[index]?.paperId;
  if (papers.findIndex((p) => p.paperId === paperId) !== index) return v.paperDuplicate;
  const accepted = context.accepted.find((p) => p.paperId === paperId);
  if (!accepted) return v.paperNotFound;
  if (!accepted.isFinal) return v.paperNotFinal;
  if (accepted.takenByOther) return v.paperTaken;
  if (context.type?.paperAuthorMustMatch && !isPaperAuthor(accepted, context.registrant))
    return v.paperAuthor;
  return null;
}

/** The page count a paper starts with (spec 000 §5): the pages the fee covers, within 1..pageLimit. */
export function defaultPaperPages(settings: Pick<ConferenceSettings, "pageLimit" | "pageFeeLimit">): number {
  return Math.max(1, Math.min(settings.pageFeeLimit, settings.pageLimit));
}

/**
 * Why a paper cannot join the list (spec 002 §5 "Paper addition"): the block's rules on the list with it
 * added, keeping what concerns the new paper (not accepted, not final, taken, listed already, another
 * author's) or what adding it causes (papers not offered, over the limit, after the deadline). What the
 * list still lacks (mustPaper) is no reason to refuse it. Empty: it may be added.
 */
export function paperAdditionIssues(
  context: PaperRuleContext,
  papers: readonly PaperInput[],
  added: PaperInput,
): FieldIssue[] {
  const index = papers.length;
  const own = new Set([`papers.${index}.paperId`, `papers.${index}.pages`]);
  const caused = new Set<string>([v.paperUnavailable, v.paperLimit, v.paperDeadline]);
  return paperIssues(context, [...papers, added]).filter(
    (issue) => own.has(issue.path) || (issue.path === "papers" && caused.has(issue.code)),
  );
}
