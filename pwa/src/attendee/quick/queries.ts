import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";

export const earlierKeys = {
  all: ["earlier-registrations"] as const,
  // By account too: after a sign-out another person on this phone must not see the previous one's people.
  quick: (accountId: number, conferenceId: number) =>
    [...earlierKeys.all, "quick", accountId, conferenceId] as const,
  recommendation: (accountId: number, conferenceId: number) =>
    [...earlierKeys.all, "recommendation", accountId, conferenceId] as const,
};

/** Quick registration: up to five people the signed-in account registered before. */
export const quickRegistrantsQuery = (accountId: number, conferenceId: number) =>
  queryOptions({
    queryKey: earlierKeys.quick(accountId, conferenceId),
    queryFn: () =>
      unwrap(
        api.api.conferences[":conferenceId"]["quick-registrants"].$get({
          param: { conferenceId: String(conferenceId) },
        }),
      ),
  });

/** The recommended registration: the account's latest choices as this conference offers them. */
export const recommendationQuery = (accountId: number, conferenceId: number) =>
  queryOptions({
    queryKey: earlierKeys.recommendation(accountId, conferenceId),
    queryFn: () =>
      unwrap(
        api.api.conferences[":conferenceId"]["recommended-registration"].$get({
          param: { conferenceId: String(conferenceId) },
        }),
      ),
  });
