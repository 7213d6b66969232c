import {
  type AcceptedPaperList,
  type AcceptedPaperView,
  AppError,
  attendeePageSize,
  type FieldIssue,
  type MyPaper,
  type MyPaperList,
  normalizePaperId,
  type PaperSearchQuery,
  pageOf,
  paperDeadlinePassed,
  validationIds as v,
} from "@confreg/shared";
import { attendeeAccount } from "#features/auth";
import { requireConference } from "#features/conferences";
import type { AppDeps } from "#http/env";
import { type Limit, takeAttempt } from "#lib/rate-limit/attempts";
import {
  type AcceptedPaperRecord,
  acceptedPapersOfEmail,
  findAcceptedPapers,
  isFinalPaper,
  registeredPapersOfAccount,
  registrationPapers,
  toAcceptedPaperView,
} from "./papers.repo";

export type { AcceptedPaperRecord } from "./papers.repo";

/** The conference's accepted papers among these (normalised) ids, as the registration's papers block checks them. */
export const acceptedPapersWithIds = (
  deps: Pick<AppDeps, "db">,
  conferenceId: number,
  paperIds: readonly string[],
) => findAcceptedPapers(deps.db, conferenceId, paperIds);

/** A registration's papers with their codes, for its detail. */
export const papersOfRegistration = (deps: Pick<AppDeps, "db">, registrationId: number) =>
  registrationPapers(deps.db, registrationId);

/** PIN guesses per account (`isPinpaper`): a PIN is short, so guessing one must be slow. */
export const paperPinLimit: Limit = { limit: 20, windowMs: 10 * 60_000 };

async function accountEmail(deps: AppDeps, accountId: number): Promise<string> {
  return (await attendeeAccount(deps, accountId))?.email ?? "";
}

/** A paper conference, or "No paper found" for every look-up (spec 000 §8). */
async function paperConference(deps: AppDeps, conferenceId: number) {
  const conference = await requireConference(deps.db, conferenceId);
  if (!conference.settings.isPaper) throw new AppError("PAPER_NOT_FOUND");
  return conference;
}

/**
 * The signed-in attendee's accepted papers (spec 001 §6: a signed-in attendee gets the accepted-paper
 * list): those the paper system lists under the account's e-mail, with the paper deadline (spec 000 §7
 * "check paper deadline by conference").
 */
export async function listAcceptedPapers(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
): Promise<AcceptedPaperList> {
  const { settings } = await paperConference(deps, conferenceId);
  const papers = await acceptedPapersOfEmail(deps.db, conferenceId, await accountEmail(deps, accountId));
  return {
    papers: papers.map(toAcceptedPaperView),
    needsPin: settings.isPinpaper,
    deadline: settings.paperDeadline,
    deadlinePassed: paperDeadlinePassed(settings, deps.now()),
  };
}

const sameEmail = (paper: AcceptedPaperRecord, email: string) =>
  email !== "" && paper.submitUserEmail.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * One accepted paper by its id (spec 000 §7 "search accepted paper", "papers by PIN"). Where the
 * conference asks for PINs (`isPinpaper`), someone else's paper is found only with its PIN, and every
 * such try counts against the account's allowance; a wrong PIN and an unknown id get the same answer.
 */
export async function searchAcceptedPaper(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
  query: PaperSearchQuery,
): Promise<AcceptedPaperView> {
  const { settings } = await paperConference(deps, conferenceId);
  const [paper] = await findAcceptedPapers(deps.db, conferenceId, [query.paperId]);
  if (settings.isPinpaper && !(paper && sameEmail(paper, await accountEmail(deps, accountId)))) {
    await takeAttempt(deps, `paper-pin:${accountId}`, paperPinLimit);
    const pin = query.pin?.trim() ?? "";
    if (!paper || pin === "" || pin !== paper.pin.trim()) throw new AppError("PAPER_NOT_FOUND");
  }
  if (!paper) throw new AppError("PAPER_NOT_FOUND");
  return toAcceptedPaperView(paper);
}

/** The attendee who submits a registration, as the papers block asks them for PINs (`isPinpaper`). */
export type PaperClaimant = {
  /** The account's e-mail: the paper system lists the attendee's own papers under it (read when asked). */
  email: () => Promise<string>;
  /** Counts one PIN guess against the account's allowance (throws RATE_LIMITED past it). */
  guessPin: () => Promise<void>;
};

/** The signed-in attendee as a claimant of papers; their PIN guesses share the search's allowance. */
export function paperClaimant(deps: AppDeps, accountId: number): PaperClaimant {
  let email: Promise<string> | undefined;
  return {
    email: () => {
      email ??= accountEmail(deps, accountId);
      return email;
    },
    guessPin: () => takeAttempt(deps, `paper-pin:${accountId}`, paperPinLimit),
  };
}

/**
 * Where the conference asks for PINs (`isPinpaper`), a paper that is not the claimant's own (by the
 * account's e-mail) is registered only with its PIN, as it was found only with it. A wrong PIN counts as
 * a guess, so a submission cannot be used to try PINs faster than the search allows.
 */
export async function paperPinIssues(
  settings: { isPinpaper: boolean },
  claimant: PaperClaimant | null,
  accepted: readonly AcceptedPaperRecord[],
  papers: readonly { paperId: string; pin?: string | undefined }[],
): Promise<FieldIssue[]> {
  if (!settings.isPinpaper || claimant === null || papers.length === 0) return [];
  const email = await claimant.email();
  const issues: FieldIssue[] = [];
  for (const [index, entry] of papers.entries()) {
    const paper = accepted.find((p) => p.paperId === entry.paperId);
    if (!paper || sameEmail(paper, email)) continue;
    const pin = entry.pin?.trim() ?? "";
    if (pin !== "" && pin === paper.pin.trim()) continue;
    if (pin !== "") await claimant.guessPin();
    issues.push({ path: `papers.${index}.paperId`, code: v.paperPin, params: { paperId: entry.paperId } });
  }
  return issues;
}

const byPaperId = (a: MyPaper, b: MyPaper) => a.paperId.localeCompare(b.paperId, "en", { numeric: true });

/**
 * mypaper (spec 001 §2 "Paper list"): the account's accepted papers and the papers its live
 * registrations cover, each once, with the registered and final-version flags, the registration that
 * covers it when that is the attendee's own, and its paper code.
 */
export async function listMyPapers(
  deps: AppDeps,
  accountId: number,
  conferenceId: number,
  page: number,
): Promise<MyPaperList> {
  const conference = await requireConference(deps.db, conferenceId);
  const [accepted, registered] = await Promise.all([
    accountEmail(deps, accountId).then((email) => acceptedPapersOfEmail(deps.db, conferenceId, email)),
    registeredPapersOfAccount(deps.db, accountId, conferenceId),
  ]);
  const mine = new Map<string, MyPaper>();
  for (const paper of registered) {
    const paperId = normalizePaperId(paper.paperId);
    mine.set(paperId, {
      paperId,
      title: paper.paperTitle,
      isFinal: paper.finalPaper !== null && isFinalPaper(paper.finalPaper),
      isRegistered: true,
      registrationId: paper.registrationId,
      pages: paper.paperPageNum,
      paperCode: paper.paperCode,
    });
  }
  for (const paper of accepted) {
    if (mine.has(paper.paperId)) continue;
    mine.set(paper.paperId, {
      paperId: paper.paperId,
      title: paper.title,
      isFinal: paper.isFinal,
      isRegistered: paper.isRegistered,
      registrationId: null,
      pages: null,
      paperCode: "",
    });
  }
  const all = [...mine.values()].sort(byPaperId);
  const query = { page, size: attendeePageSize };
  const start = (page - 1) * attendeePageSize;
  return {
    ...pageOf(all.slice(start, start + attendeePageSize), query, all.length),
    paperCodeLabel: conference.settings.paperCodeLabel,
  };
}
