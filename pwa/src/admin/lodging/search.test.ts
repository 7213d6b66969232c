import { HotelPayType } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { lodgingSearch, offeredLodgingFilter, roomsConferenceOf, toLodgingParams } from "./search";

describe("the lodging list's filters in the URL (hotelTranslist)", () => {
  it("reads the lodging filters: hotel, room type, who pays the hotel, a night of the stay", () => {
    expect(lodgingSearch({ hotelId: "21", roomTypeId: 31, hotelPayType: 2, night: "2027-05-20" })).toEqual({
      hotelId: 21,
      roomTypeId: 31,
      hotelPayType: HotelPayType.selfPaid,
      night: "2027-05-20",
    });
    expect(lodgingSearch({ hotelPayType: 9, night: "20 May" })).toEqual({
      hotelPayType: undefined,
      night: undefined,
    });
  });

  it("asks the API for the scope's conference, and offers the conference filter in all conferences only", () => {
    expect(toLodgingParams({ hotelId: 21, night: "2027-05-20", conferenceId: 8 }, 7)).toEqual({
      page: "1",
      size: "10",
      conferenceId: "7",
      hotelId: "21",
      night: "2027-05-20",
    });
    expect(offeredLodgingFilter("conferenceId", 7)).toBe(false);
    expect(offeredLodgingFilter("conferenceId", "all")).toBe(true);
    expect(offeredLodgingFilter("hotelId", 7)).toBe(true);
  });

  it("counts the rooms of the scope's conference, or of the one chosen among all", () => {
    expect(roomsConferenceOf({ conferenceId: 8 }, 7)).toBe(7);
    expect(roomsConferenceOf({ conferenceId: 8 }, "all")).toBe(8);
    expect(roomsConferenceOf({}, "all")).toBeUndefined();
  });
});
