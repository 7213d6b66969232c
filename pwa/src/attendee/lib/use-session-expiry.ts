import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiClientError } from "#api/errors";
import { sessionKeys } from "#attendee/queries/session";

/**
 * A 401 means the session ended (expired, or signed out in another tab): refreshing the session lets
 * AttendeeLayout send the attendee to login and back to this page afterwards. True when it was a 401.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiClientError) || error.status !== 401) return false;
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return true;
    },
    [queryClient],
  );
}
