import type { ConferenceView } from "@confreg/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";

export const conferenceKeys = {
  all: ["conference"] as const,
  detail: (conferenceId: number, invcode: string | undefined) =>
    [...conferenceKeys.all, conferenceId, { invcode: invcode ?? "" }] as const,
};

/** The conference view plus how far this device's clock is from the server's (early-bird is judged by it). */
export type LoadedConference = ConferenceView & { clockOffsetMs: number };

/** Settings, participant types (filtered by the invitation code on the server), workshops and fee rules. */
export const conferenceQuery = (conferenceId: number, invcode: string | undefined) =>
  queryOptions({
    queryKey: conferenceKeys.detail(conferenceId, invcode),
    queryFn: async (): Promise<LoadedConference> => {
      const view = await unwrap(
        api.api.conferences[":conferenceId"].$get({
          param: { conferenceId: String(conferenceId) },
          query: invcode ? { invcode } : {},
        }),
      );
      return { ...view, clockOffsetMs: Date.parse(view.now) - Date.now() };
    },
    // Another invitation code of the same conference must not flash the page back to a loading state.
    placeholderData: (previous) => (previous?.id === conferenceId ? previous : undefined),
  });

/** The server's "now", by this device's clock corrected with the offset measured at load. */
export function serverNow(conference: Pick<LoadedConference, "clockOffsetMs">): Date {
  return new Date(Date.now() + conference.clockOffsetMs);
}
