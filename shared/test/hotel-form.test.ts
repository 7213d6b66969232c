import { describe, expect, it } from "vitest";
import { hotelDateRanges, roomsLeftForStay } from "../src";

const room = {
  stock: 10,
  remaining: 2,
  nights: [
    { date: "2027-05-10", remaining: 6 },
    { date: "2027-05-11", remaining: 2 },
    { date: "2027-05-12", remaining: 0 },
  ],
};

describe("hotel form: rooms left for a stay", () => {
  it("is the fewest rooms left on any night of the stay", () => {
    expect(roomsLeftForStay(room, "2027-05-10", "2027-05-12")).toBe(2);
    expect(roomsLeftForStay(room, "2027-05-10", "2027-05-11")).toBe(6);
  });

  it("is none when one night of the stay is sold out", () => {
    expect(roomsLeftForStay(room, "2027-05-11", "2027-05-13")).toBe(0);
  });

  it("counts a night nobody has booked as the whole stock", () => {
    expect(roomsLeftForStay(room, "2027-05-14", "2027-05-16")).toBe(10);
  });

  it("is the overall figure until both dates are chosen, or when they are in the wrong order", () => {
    expect(roomsLeftForStay(room, "2027-05-10", "")).toBe(2);
    expect(roomsLeftForStay(room, "2027-05-12", "2027-05-10")).toBe(2);
  });
});

describe("hotel form: the days the pickers offer", () => {
  it("stays inside the hotel window: check-in up to the night before its end, check-out up to its end", () => {
    const window = { from: "2027-05-09", to: "2027-05-14" };
    expect(hotelDateRanges(window, "2027-03-01", "2027-05-01", "")).toEqual({
      checkIn: { min: "2027-05-09", max: "2027-05-13" },
      checkOut: { min: "2027-05-10", max: "2027-05-14" },
    });
  });

  it("offers check-out from the night after check-in", () => {
    const window = { from: "2027-05-09", to: "2027-05-14" };
    expect(hotelDateRanges(window, "2027-03-01", "2027-05-01", "2027-05-11").checkOut).toEqual({
      min: "2027-05-12",
      max: "2027-05-14",
    });
  });

  it("without a window runs from today to the end of the year registration closes in", () => {
    expect(hotelDateRanges(null, "2027-11-20", "2028-01-15", "")).toEqual({
      checkIn: { min: "2027-11-20", max: "2028-12-30" },
      checkOut: { min: "2027-11-21", max: "2028-12-31" },
    });
  });
});
