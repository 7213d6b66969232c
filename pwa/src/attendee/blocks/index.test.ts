import { describe, expect, it } from "vitest";
import { aBlockContext, aConference, aHotel, aType } from "#testing/conference";
import { blocksInput, hiddenBlocksCleared, isBlockPath, shownBlocks } from "./index";

const keys = (context = aBlockContext()) => shownBlocks(context).map((block) => block.key);
const everything = aConference({
  settings: { isPersonaddress: true, isPaper: true, isHotel: true, isHalal: true },
  hotels: [aHotel()],
  extraItems: [
    {
      id: 51,
      conferenceId: 7,
      title: { zh: "饮食", en: "Diet" },
      type: 1,
      options: [],
      required: false,
      sortOrder: 0,
    },
  ],
});
const author = aType({ allowsPapers: true });

describe("the optional blocks of newRegist (spec 000 §2)", () => {
  it("shows only the invoice (and the hidden recommendation answer) on a conference that asks nothing more", () => {
    expect(keys()).toEqual(["invoice", "isRecommend"]);
  });

  it("shows every block the conference and the participant type ask for, in page order", () => {
    expect(keys(aBlockContext({ conference: everything, type: author }))).toEqual([
      "address",
      "papers",
      "extras",
      "hotel",
      "additional",
      "invoice",
      "isRecommend",
    ]);
  });

  it("leaves papers out for a type that may not bring them", () => {
    expect(keys(aBlockContext({ conference: everything, type: aType() }))).not.toContain("papers");
  });

  it("sends a hidden block blank, whatever the form still held for it", () => {
    const booking = {
      book: true,
      hotelId: 21,
      roomTypeId: 31,
      startDate: "2027-05-20",
      endDate: "2027-05-22",
      residentType: 1 as const,
      roommateName: "",
      hotelPayType: 2 as const,
    };
    expect(blocksInput({ hotel: booking }, aBlockContext()).hotel).toBeNull();
    const shown = blocksInput({ hotel: booking }, aBlockContext({ conference: everything }));
    expect(shown.hotel).toMatchObject({ roomTypeId: 31, startDate: "2027-05-20" });
  });

  it("clears what a type cannot have when the form opens under it (spec 000 §5: the paper list clears)", () => {
    const cleared = hiddenBlocksCleared(aBlockContext({ conference: everything, type: aType() }));
    expect(cleared).toEqual({ papers: [] });
  });

  it("places the server's findings about a block on that block's fields", () => {
    expect(isBlockPath("hotel.endDate")).toBe(true);
    expect(isBlockPath("extras.51")).toBe(true);
    expect(isBlockPath("invoice")).toBe(true);
    expect(isBlockPath("name")).toBe(false);
    expect(isBlockPath("hotelier")).toBe(false);
  });
});
