import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime } from "./format";

afterEach(() => {
  vi.restoreAllMocks();
});

/** The device showing the page is in this zone. */
function viewerIn(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

describe("times on the attendee site, on the conference's clock (DOMAIN.md §11)", () => {
  it("shows a moment as the conference's wall time, naming the zone only when the viewer's clock differs", () => {
    viewerIn("Asia/Shanghai");
    expect(formatDateTime("2027-05-20T01:30:00Z", "zh", "Asia/Shanghai")).toBe("2027-05-20 09:30");
    vi.restoreAllMocks();
    viewerIn("Europe/London");
    expect(formatDateTime("2027-05-20T01:30:00Z", "en", "Asia/Shanghai")).toBe("2027-05-20 09:30 (GMT+8)");
  });

  it("shows nothing for a moment that is missing or unreadable", () => {
    expect(formatDateTime(null, "zh", "Asia/Shanghai")).toBe("");
    expect(formatDateTime("soon", "zh", "Asia/Shanghai")).toBe("");
    expect(formatDate("soon", "en", "Asia/Shanghai")).toBe("");
  });

  it("writes a day in each language's way, on the conference's calendar", () => {
    // 23:30 in London on 28 February is already 1 March in Beijing.
    expect(formatDate("2027-02-28T23:30:00Z", "zh", "Asia/Shanghai")).toBe("2027年3月1日");
    expect(formatDate("2027-02-28T23:30:00Z", "en", "Asia/Shanghai")).toBe("1 Mar 2027");
  });
});
