import { describe, expect, it } from "vitest";
import {
  conferenceSettings,
  type HotelInput,
  hotelIssues,
  maxHotelNights,
  stayNights,
  validationIds as v,
  windowNights,
} from "../src";
import { settings } from "./builders";
import { codes } from "./registration-fixtures";

const window = { from: "2027-05-09", to: "2027-05-14" };

function booking(startDate: string, endDate: string): HotelInput {
  return { roomTypeId: 31, startDate, endDate, hotelPayType: 2, residentType: 1, roommateName: "" };
}

const issuesOf = (hotelWindow: typeof window | null, hotel: HotelInput) =>
  hotelIssues({ settings: settings({ isHotel: true, hotelWindow }), roomTypes: [{ id: 31 }] }, hotel);

describe("hotel nights and the hotel window", () => {
  it("a stay's nights are named by their check-in day, across a month's end", () => {
    expect(stayNights("2027-05-10", "2027-05-13")).toEqual(["2027-05-10", "2027-05-11", "2027-05-12"]);
    expect(stayNights("2027-04-29", "2027-05-02")).toEqual(["2027-04-29", "2027-04-30", "2027-05-01"]);
    expect(stayNights("2027-05-10", "2027-05-10")).toEqual([]);
  });

  it("a window offers the nights from its first day up to the night before its last", () => {
    expect(windowNights(window)).toEqual([
      "2027-05-09",
      "2027-05-10",
      "2027-05-11",
      "2027-05-12",
      "2027-05-13",
    ]);
  });

  it("a stay from the window's first day to its last has no issues", () => {
    expect(issuesOf(window, booking("2027-05-09", "2027-05-14"))).toEqual([]);
    expect(issuesOf(window, booking("2027-05-12", "2027-05-13"))).toEqual([]);
  });

  it("a check-in before the window or a check-out after it is refused, naming the window", () => {
    const early = issuesOf(window, booking("2027-05-08", "2027-05-10"));
    expect(early).toEqual([{ path: "hotel.startDate", code: v.hotelWindow, params: window }]);
    const late = issuesOf(window, booking("2027-05-13", "2027-05-15"));
    expect(late).toEqual([{ path: "hotel.endDate", code: v.hotelWindow, params: window }]);
    expect(codes(issuesOf(window, booking("2027-06-01", "2027-06-03")))).toEqual([
      `hotel.startDate:${v.hotelWindow}`,
      `hotel.endDate:${v.hotelWindow}`,
    ]);
  });

  it("without a window any dates are taken, up to the longest stay", () => {
    expect(issuesOf(null, booking("2031-01-01", "2031-01-31"))).toEqual([]);
    expect(issuesOf(null, booking("2031-01-01", "2031-02-01"))).toEqual([
      { path: "hotel.endDate", code: v.hotelStayTooLong, params: { max: maxHotelNights } },
    ]);
    expect(maxHotelNights).toBe(30);
  });

  it("the setting takes a window that ends after it starts, within a year, or none", () => {
    expect(conferenceSettings.parse({}).hotelWindow).toBeNull();
    expect(conferenceSettings.parse({ hotelWindow: window }).hotelWindow).toEqual(window);
    for (const bad of [
      { from: "2027-05-14", to: "2027-05-09" },
      { from: "2027-05-09", to: "2027-05-09" },
      { from: "2027-01-01", to: "2028-01-03" },
    ]) {
      const result = conferenceSettings.safeParse({ hotelWindow: bad });
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["hotelWindow.to", v.hotelWindowOrder],
      ]);
    }
    const notADay = conferenceSettings.safeParse({ hotelWindow: { from: "2027-02-30", to: "2027-03-02" } });
    expect(notADay.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["hotelWindow.from", v.date],
    ]);
  });
});
