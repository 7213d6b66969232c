import type { AttendeeAccount } from "@confreg/shared";
import { createContext, useContext } from "react";
import type { LoadedConference } from "./queries/conference";

export type AttendeeArea = {
  conference: LoadedConference;
  /** null only on the login page; every other page is shown to a signed-in attendee. */
  account: AttendeeAccount | null;
  /** The invitation code the visitor came with, carried from page to page. */
  invcode: string | undefined;
};

export const AttendeeAreaContext = createContext<AttendeeArea | null>(null);

export function useAttendeeArea(): AttendeeArea {
  const area = useContext(AttendeeAreaContext);
  if (!area) throw new Error("useAttendeeArea outside AttendeeLayout");
  return area;
}

/** For pages behind the sign-in guard of AttendeeLayout. */
export function useSignedInArea(): AttendeeArea & { account: AttendeeAccount } {
  const area = useAttendeeArea();
  const account = area.account;
  if (!account) throw new Error("page needs a signed-in attendee");
  return { ...area, account };
}
