import type { CheckinBoard, CheckinPoint, CheckinPointInput } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { adminRootKey } from "./keys";
import { kioskPairingKeys } from "./kiosk-pairings";

export const checkinBoardKeys = {
  all: () => [...adminRootKey, "checkin-board"] as const,
  conference: (conferenceId: number) => [...checkinBoardKeys.all(), conferenceId] as const,
  points: (conferenceId: number) => [...checkinBoardKeys.conference(conferenceId), "points"] as const,
  board: (conferenceId: number) => [...checkinBoardKeys.conference(conferenceId), "board"] as const,
};

const conferenceParam = (conferenceId: number) => ({ conferenceId: String(conferenceId) });
const points = () => api.api.admin.conferences[":conferenceId"]["checkin-points"];

/** The conference's check-in points, main first, with their check-ins and kiosks (fetched afresh when shown). */
export const checkinPointsQuery = (conferenceId: number) =>
  queryOptions({
    queryKey: checkinBoardKeys.points(conferenceId),
    queryFn: (): Promise<CheckinPoint[]> => unwrap(points().$get({ param: conferenceParam(conferenceId) })),
    staleTime: 0,
  });

/** The live board: refetched every 5 s while the page is open and its tab visible. */
export const checkinBoardQuery = (conferenceId: number) =>
  queryOptions({
    queryKey: checkinBoardKeys.board(conferenceId),
    queryFn: (): Promise<CheckinBoard> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["checkin-board"].$get({
          param: conferenceParam(conferenceId),
        }),
      ),
    refetchInterval: 5_000,
  });

/** After a point changes: the points, the board, and the kiosk list (it names each kiosk's point). */
function useRefetchPoints(conferenceId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [checkinBoardKeys.conference(conferenceId), kioskPairingKeys.devices(conferenceId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateCheckinPoint(conferenceId: number) {
  const onSuccess = useRefetchPoints(conferenceId);
  return useMutation({
    mutationFn: (input: CheckinPointInput): Promise<CheckinPoint> =>
      unwrap(points().$post({ param: conferenceParam(conferenceId), json: input })),
    onSuccess,
  });
}

/** Renames a point (and moves it in the order). */
export function useUpdateCheckinPoint(conferenceId: number) {
  const onSuccess = useRefetchPoints(conferenceId);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CheckinPointInput }): Promise<CheckinPoint> =>
      unwrap(
        points()[":pointId"].$put({
          param: { ...conferenceParam(conferenceId), pointId: String(id) },
          json: input,
        }),
      ),
    onSuccess,
  });
}

/** Deletes a point; the server refuses the main one and one with check-ins or kiosks. */
export function useDeleteCheckinPoint(conferenceId: number) {
  const onSuccess = useRefetchPoints(conferenceId);
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        points()[":pointId"].$delete({ param: { ...conferenceParam(conferenceId), pointId: String(id) } }),
      ),
    onSuccess,
  });
}
