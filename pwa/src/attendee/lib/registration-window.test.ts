import { describe, expect, it } from "vitest";
import { aConference } from "#testing/conference";
import { registrationWindow } from "./registration-window";

describe("the registration window on preRegist (DOMAIN.md §7)", () => {
  // Open from 2027-01-01 00:00 to 2027-12-31 23:59:59, Beijing time.
  const conference = aConference();

  it("is not open yet before it begins, open to its last second, and closed after it", () => {
    expect(registrationWindow(conference, new Date("2026-12-31T15:59:59Z"))).toBe("notYetOpen");
    expect(registrationWindow(conference, new Date("2026-12-31T16:00:00Z"))).toBe("open");
    expect(registrationWindow(conference, new Date("2027-12-31T15:59:59Z"))).toBe("open");
    expect(registrationWindow(conference, new Date("2027-12-31T16:00:00Z"))).toBe("closed");
  });
});
