import type { AdminAccount, AdminConference } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { pagesFor } from "./scope";

const administrator: AdminAccount = {
  id: 1,
  username: "admin",
  role: 1,
  conferenceId: null,
  conferences: [],
};
const conference = (lodgingEnabled: boolean, groupsEnabled = false): AdminConference => ({
  id: 7,
  title: { zh: "年会", en: "Annual meeting" },
  year: 2027,
  hostUnit: "",
  timezone: "Asia/Shanghai",
  participantTypes: [],
  lodgingEnabled,
  groupsEnabled,
});

describe("the back office's menu", () => {
  it("offers the lodging and transport list only where the conference in scope shows lodging", () => {
    expect(pagesFor(administrator, conference(true))).toContain("hotelTranslist");
    expect(pagesFor(administrator, conference(false))).not.toContain("hotelTranslist");
    // The all-conferences scope has no one conference: the list holds those that show lodging.
    expect(pagesFor(administrator)).toContain("hotelTranslist");
  });

  it("offers the group list where the conference in scope offers group discounts, to staff but not check-in", () => {
    expect(pagesFor(administrator, conference(false, true))).toContain("groupList");
    expect(pagesFor(administrator, conference(false, false))).not.toContain("groupList");
    expect(pagesFor(administrator)).toContain("groupList");
    const checkin: AdminAccount = { ...administrator, role: 3, conferenceId: 7 };
    expect(pagesFor(checkin, conference(false, true))).not.toContain("groupList");
  });

  it("keeps pages opened from another page out of the menu, and the role's permissions decide the rest", () => {
    const checkin: AdminAccount = { ...administrator, role: 3, conferenceId: 7 };
    expect(pagesFor(administrator)).not.toContain("registerEdit");
    expect(pagesFor(checkin, conference(true))).toEqual(expect.arrayContaining(["checklist", "printlist"]));
    expect(pagesFor(checkin, conference(true))).not.toContain("hotelTranslist");
    expect(pagesFor(checkin, conference(true))).not.toContain("accountList");
  });
});
