import { describe, expect, it } from "vitest";
import { daysOf } from "#features/dashboard/dashboard.service";

describe("registrations per day", () => {
  it("folds UTC quarters of an hour into the days of a zone, half-hour offsets and daylight saving included", () => {
    const quarters = [
      { hour: "2026-03-01T18", quarter: 1, count: 2 },
      { hour: "2026-03-01T18", quarter: 2, count: 3 },
      { hour: "2026-03-01T15", quarter: 3, count: 1 },
    ];
    // India (UTC+5:30): 18:15Z is 23:45 on 1 March, 18:30Z midnight on 2 March.
    expect(daysOf(quarters, "Asia/Kolkata")).toEqual([
      { day: "2026-03-01", count: 3 },
      { day: "2026-03-02", count: 3 },
    ]);
    // Shanghai (UTC+8): 15:45Z is 23:45 on 1 March, the rest 2 March.
    expect(daysOf(quarters, "Asia/Shanghai")).toEqual([
      { day: "2026-03-01", count: 1 },
      { day: "2026-03-02", count: 5 },
    ]);
    // New York after the spring change (8 March 2026, UTC-4): 03:30Z on 9 March is 23:30 on 8 March.
    expect(daysOf([{ hour: "2026-03-09T03", quarter: 2, count: 4 }], "America/New_York")).toEqual([
      { day: "2026-03-08", count: 4 },
    ]);
  });
});
