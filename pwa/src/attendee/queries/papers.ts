import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";

export const paperKeys = {
  all: ["papers"] as const,
  accepted: (conferenceId: number) => [...paperKeys.all, "accepted", conferenceId] as const,
  mine: (conferenceId: number, page: number) => [...paperKeys.all, "mine", conferenceId, page] as const,
};

/** The signed-in attendee's accepted papers (listed under the account's e-mail) and the paper deadline. */
export const acceptedPapersQuery = (conferenceId: number) =>
  queryOptions({
    queryKey: paperKeys.accepted(conferenceId),
    queryFn: () =>
      unwrap(
        api.api.conferences[":conferenceId"].papers.accepted.$get({
          param: { conferenceId: String(conferenceId) },
        }),
      ),
  });

/** One accepted paper by its id, with its PIN where the conference asks for one (404: "No paper found"). */
export const searchAcceptedPaper = (conferenceId: number, paperId: string, pin: string) =>
  unwrap(
    api.api.conferences[":conferenceId"].papers.search.$get({
      param: { conferenceId: String(conferenceId) },
      query: pin ? { paperId, pin } : { paperId },
    }),
  );

/** mypaper: one page (10) of the attendee's papers with their flags and codes. */
export const myPapersQuery = (conferenceId: number, page: number) =>
  queryOptions({
    queryKey: paperKeys.mine(conferenceId, page),
    queryFn: () =>
      unwrap(
        api.api.conferences[":conferenceId"]["my-papers"].$get({
          param: { conferenceId: String(conferenceId) },
          query: { page: String(page) },
        }),
      ),
  });
