import { describe, expect, it } from "vitest";
import { wallTimeIn } from "../src/time";

describe("a moment on a zone's clock", () => {
  it("reads the clock either side of a daylight-saving jump, forward and back, to the second", () => {
    const newYork = (iso: string) => wallTimeIn(iso, "America/New_York");
    expect(newYork("2027-03-13T12:00:00.000Z")).toBe("2027-03-13 07:00:00");
    expect(newYork("2027-03-14T00:00:00.000Z")).toBe("2027-03-13 19:00:00");
    expect(newYork("2027-03-14T06:59:59.999Z")).toBe("2027-03-14 01:59:59");
    expect(newYork("2027-03-14T07:00:00.000Z")).toBe("2027-03-14 03:00:00");
    expect(newYork("2027-03-15T12:00:00.000Z")).toBe("2027-03-15 08:00:00");
    expect(newYork("2027-11-07T05:59:59.000Z")).toBe("2027-11-07 01:59:59");
    expect(newYork("2027-11-07T06:00:00.000Z")).toBe("2027-11-07 01:00:00");
    // Asked again: the same day read once more gives the same clock.
    expect(newYork("2027-03-13T12:00:00.000Z")).toBe("2027-03-13 07:00:00");
  });

  it("keeps half-hour zones and half-hour jumps exact", () => {
    expect(wallTimeIn("2027-06-01T20:45:30.999Z", "Asia/Kolkata")).toBe("2027-06-02 02:15:30");
    expect(wallTimeIn("2027-04-03T14:59:59.000Z", "Australia/Lord_Howe")).toBe("2027-04-04 01:59:59");
    expect(wallTimeIn("2027-04-03T15:00:00.000Z", "Australia/Lord_Howe")).toBe("2027-04-04 01:30:00");
  });

  it("reads moments before 1970 too", () => {
    expect(wallTimeIn("1960-01-01T00:00:00.000Z", "Asia/Shanghai")).toBe("1960-01-01 08:00:00");
  });

  it("refuses what is not a moment or not a zone, as the clock does", () => {
    expect(() => wallTimeIn("not a time", "Asia/Shanghai")).toThrow(RangeError);
    expect(() => wallTimeIn("2027-05-01T01:00:00.000Z", "Mars/Olympus")).toThrow(RangeError);
  });
});
