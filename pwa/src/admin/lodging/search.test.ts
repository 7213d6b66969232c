import { describe, expect, it } from "vitest";
import { roomsConferenceOf } from "./search";

describe("the lodging list's rooms left (hotelTranslist)", () => {
  it("counts the rooms of the scope's conference, or of the one chosen among all", () => {
    expect(roomsConferenceOf({ conferenceId: 8 }, 7)).toBe(7);
    expect(roomsConferenceOf({ conferenceId: 8 }, "all")).toBe(8);
    expect(roomsConferenceOf({}, "all")).toBeUndefined();
  });
});
