import { IdType } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { aBlockContext, aConference, aHotel, aType } from "#testing/conference";
import { zhangSan } from "#testing/registration";
import { checkRegistrant, fieldRules, toRegistrationInput } from "./registrant-check";
import { blankRegistrant } from "./registrant-values";

const conference = aConference();
const context = aBlockContext({ conference });
const choice = { participantTypeId: 1, workshopIds: [], invcode: "", clientTotal: 1_000_00 };
/** The form's values as it holds them: every field from its blank value, the registrant typed over them. */
const typed = { ...blankRegistrant(), ...zhangSan };
const input = (values: Parameters<typeof toRegistrationInput>[0], on = conference, blocks = context) =>
  toRegistrationInput(values, fieldRules(on, aType(), values).shown, choice, blocks);

describe("the registration newRegist sends", () => {
  it("sends the fields shown as entered and the hidden ones blank, whatever the form still held", () => {
    const sent = input({ ...typed, nameEn: "Zhang San", idType: 1 });
    expect(sent).toMatchObject({ name: "张三", unit: "清华大学", nameEn: "", idNumber: "", ...choice });
    const english = aConference({ settings: { englishNameFields: true, isIdcard: true } });
    expect(input({ ...typed, nameEn: "Zhang San", idType: 1 }, english)).toMatchObject({
      nameEn: "Zhang San",
      idNumber: "11010519491231002X",
    });
  });

  it("asks a passport holder for the issuing country, where documents are asked for", () => {
    const withDocuments = aConference({ settings: { isIdcard: true } });
    expect(fieldRules(withDocuments, aType(), { idType: IdType.mainland }).shown.has("idCountry")).toBe(
      false,
    );
    expect(fieldRules(withDocuments, aType(), { idType: IdType.passport }).shown.has("idCountry")).toBe(true);
    expect(fieldRules(conference, aType(), { idType: IdType.passport }).shown.has("idNumber")).toBe(false);
  });
});

describe("the check before sending (the server's own rules, so the same messages)", () => {
  it("finds the missing and the malformed fields by their path", () => {
    const found = checkRegistrant(conference, input({ ...typed, name: "", email: "zhang@" }), context);
    expect(found).toEqual(
      expect.arrayContaining([
        { path: "name", code: "validation.required" },
        { path: "email", code: "validation.email" },
      ]),
    );
  });

  it("finds nothing wrong with a complete registration", () => {
    expect(checkRegistrant(conference, input(typed), context)).toEqual([]);
  });

  it("reports a block's findings once, from the block's own check", () => {
    const hotels = aConference({ settings: { isHotel: true }, hotels: [aHotel()] });
    const blocks = aBlockContext({ conference: hotels });
    const booking = {
      book: true,
      hotelId: 21,
      roomTypeId: null,
      startDate: "2027-05-20",
      endDate: "2027-05-22",
      residentType: 1 as const,
      roommateName: "",
      hotelPayType: 2 as const,
    };
    const found = checkRegistrant(hotels, input({ ...typed, hotel: booking }, hotels, blocks), blocks);
    expect(found).toEqual([{ path: "hotel.roomTypeId", code: "validation.choose" }]);
  });
});
