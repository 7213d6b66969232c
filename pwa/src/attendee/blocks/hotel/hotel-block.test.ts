import { HotelPayType, ResidentType } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { messagesByPath } from "#attendee/lib/field-errors";
import { aBlockContext, aConference, aHotel, anInvitation, aRoomType } from "#testing/conference";
import { i18nIn } from "#testing/i18n";
import { type HotelValue, hotelBlock } from "./hotel-block";

const twoHotels = aConference({
  settings: { isHotel: true },
  hotels: [aHotel(), aHotel({ id: 22, roomTypes: [aRoomType({ id: 32, hotelId: 22 })] })],
});
const context = aBlockContext({ conference: twoHotels });
const booking: HotelValue = {
  book: true,
  hotelId: 21,
  roomTypeId: 31,
  startDate: "2027-05-20",
  endDate: "2027-05-22",
  residentType: ResidentType.single,
  roommateName: "",
  hotelPayType: HotelPayType.selfPaid,
};

describe("the hotel block of newRegist (spec 000 §3, §5)", () => {
  it("shows where the conference books hotels, or the invitation code opens them", () => {
    expect(hotelBlock.shown(context)).toBe(true);
    expect(hotelBlock.shown(aBlockContext())).toBe(false);
    const invited = aConference({
      invitation: anInvitation({ showsHotel: true }),
    });
    expect(hotelBlock.shown(aBlockContext({ conference: invited }))).toBe(true);
  });

  it("starts with no booking, the hotel chosen already where there is only one", () => {
    expect(hotelBlock.blank(context)).toMatchObject({ book: false, hotelId: null, roomTypeId: null });
    const oneHotel = aConference({ settings: { isHotel: true }, hotels: [aHotel()] });
    expect(hotelBlock.blank(aBlockContext({ conference: oneHotel })).hotelId).toBe(21);
  });

  it("sends no booking when no room is wanted, whatever else was picked", () => {
    expect(hotelBlock.toInput({ ...booking, book: false }, context)).toEqual({ hotel: null });
  });

  it("sends the booking, the roommate only for a shared room", () => {
    expect(hotelBlock.toInput({ ...booking, roommateName: "李四" }, context)).toEqual({
      hotel: {
        roomTypeId: 31,
        startDate: "2027-05-20",
        endDate: "2027-05-22",
        hotelPayType: HotelPayType.selfPaid,
        residentType: ResidentType.single,
        roommateName: "",
      },
    });
    const shared = hotelBlock.toInput(
      { ...booking, residentType: ResidentType.shared, roommateName: "李四" },
      context,
    );
    expect(shared.hotel?.roommateName).toBe("李四");
  });

  it("asks to choose a room type and who pays, and to fill in the dates, when a room is wanted but not chosen", () => {
    const unchosen = { ...hotelBlock.blank(context), book: true };
    const input = hotelBlock.toInput(unchosen, context);
    const said = messagesByPath(i18nIn("en"), hotelBlock.check(input as never, context));
    expect(Object.fromEntries(said)).toEqual({
      "hotel.roomTypeId": "Please make a choice.",
      "hotel.startDate": "This field is required.",
      "hotel.endDate": "This field is required.",
      "hotel.hotelPayType": "Please make a choice.",
    });
  });

  it("opens a stored booking with its hotel found by the room type (the edit form)", () => {
    const stored = {
      roomTypeId: 32,
      startDate: "2027-05-20",
      endDate: "2027-05-21",
      hotelPayType: 1,
      residentType: 1,
      roommateName: "",
    } as const;
    const value = hotelBlock.fromInput?.({ hotel: stored } as never, context);
    expect(value).toEqual({ ...stored, book: true, hotelId: 22 });
  });
});
