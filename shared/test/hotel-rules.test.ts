import { describe, expect, it } from "vitest";
import {
  estimatedHotelCost,
  type HotelInput,
  type HotelRuleContext,
  hotelInput,
  hotelIssues,
  hotelNights,
  hotelShown,
  validationIds as v,
} from "../src";
import { settings } from "./builders";
import { codes } from "./registration-fixtures";

function context(overrides: Partial<HotelRuleContext> = {}): HotelRuleContext {
  return {
    settings: settings({ isHotel: true }),
    invitation: null,
    roomTypes: [{ id: 31 }, { id: 32 }],
    ...overrides,
  };
}

function booking(overrides: Partial<HotelInput> = {}): HotelInput {
  return {
    roomTypeId: 31,
    startDate: "2027-05-10",
    endDate: "2027-05-13",
    hotelPayType: 2,
    residentType: 1,
    roommateName: "",
    ...overrides,
  };
}

describe("hotel block", () => {
  it("is shown with isHotel, with hotelAlwaysShown, or for an invitation code that shows it", () => {
    expect(hotelShown(settings({ isHotel: true }))).toBe(true);
    expect(hotelShown(settings({ hotelAlwaysShown: true }))).toBe(true);
    expect(hotelShown(settings(), { showsHotel: true })).toBe(true);
    expect(hotelShown(settings(), { showsHotel: false })).toBe(false);
  });

  it("nights are the days between check-in and check-out, across months", () => {
    expect(hotelNights("2027-05-10", "2027-05-13")).toBe(3);
    expect(hotelNights("2027-04-30", "2027-05-01")).toBe(1);
    expect(hotelNights("2027-05-10", "2027-05-10")).toBe(0);
  });

  it("the estimated cost is price per night times nights (settled at the hotel, not in the fee)", () => {
    expect(estimatedHotelCost(450_00, 3)).toBe(1_350_00);
  });

  it("a booking of an offered room for three nights has no issues", () => {
    expect(hotelIssues(context(), booking())).toEqual([]);
    expect(hotelIssues(context(), null)).toEqual([]);
  });

  it("a booking where the block is not shown is refused", () => {
    const hidden = context({ settings: settings({ isHotel: false }) });
    expect(codes(hotelIssues(hidden, booking()))).toEqual([`hotel:${v.hotelUnavailable}`]);
    expect(hotelIssues({ ...hidden, invitation: { showsHotel: true } }, booking())).toEqual([]);
  });

  it("a room type of another conference, a check-out not after check-in and a twin room without roommate are refused", () => {
    const issues = hotelIssues(
      context(),
      booking({ roomTypeId: 99, endDate: "2027-05-10", residentType: 2, roommateName: "" }),
    );
    expect(codes(issues)).toEqual([
      `hotel.roomTypeId:${v.roomTypeUnavailable}`,
      `hotel.endDate:${v.hotelDates}`,
      `hotel.roommateName:${v.roommateRequired}`,
    ]);
    expect(hotelIssues(context(), booking({ residentType: 2, roommateName: "李四" }))).toEqual([]);
  });

  it("hotelInput asks for a room type to be chosen and the dates to be filled in while they are absent", () => {
    const result = hotelInput.safeParse({ hotelPayType: 2, residentType: 1, roommateName: "" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["roomTypeId", "validation.choose"],
      ["startDate", "validation.required"],
      ["endDate", "validation.required"],
    ]);
    expect(hotelInput.safeParse(booking({ roomTypeId: 0 })).error?.issues[0]?.message).toBe(
      "validation.invalid",
    );
  });

  it("hotelInput takes calendar dates only", () => {
    const result = hotelInput.safeParse(booking({ startDate: "2027-02-30", endDate: "10/05/2027" }));
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["startDate", v.date],
      ["endDate", v.date],
    ]);
  });
});
