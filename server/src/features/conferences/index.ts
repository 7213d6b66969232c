// The conferences feature's one door: what other features and the seed use of it.
export { settingsOf, toConference, toExtraItem } from "./conference.mappers";
export {
  assertInvitationAttempt,
  type ConferenceContext,
  loadConferenceContext,
  requireConference,
} from "./conferences.service";
export { cachedConferenceContext } from "./context-cache";
export { hotelsView } from "./hotels-view";
