// The papers feature's one door: what other features and the seed use of it.
export { assignPaperCodes } from "./paper-codes";
export {
  type AcceptedPaperRecord,
  acceptedPapersWithIds,
  type PaperClaimant,
  paperClaimant,
  paperPinIssues,
  papersOfRegistration,
} from "./papers.service";
