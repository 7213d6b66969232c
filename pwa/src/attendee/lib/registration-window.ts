import type { LoadedConference } from "#attendee/queries/conference";

export type RegistrationWindow = "notYetOpen" | "open" | "closed";

/**
 * Where the conference's registration window stands (DOMAIN.md §7, beginTime .. endTime) by the server's
 * clock: before it, preRegist says when it opens; after it, that it is closed; in neither may one register.
 */
export function registrationWindow(
  conference: Pick<LoadedConference, "beginTime" | "endTime">,
  now: Date,
): RegistrationWindow {
  if (now.getTime() < Date.parse(conference.beginTime)) return "notYetOpen";
  if (now.getTime() > Date.parse(conference.endTime)) return "closed";
  return "open";
}
