import { describe, expect, it } from "vitest";
import { decodeSelection, encodeSelection } from "./handoff";

describe("preRegist's choice handed to newRegist in the `form` parameter", () => {
  it("writes the spec's field names into the address", () => {
    expect(encodeSelection({ participantTypeId: 3, workshopIds: [11, 12], invcode: "VIP2027" })).toEqual({
      participantTypeId: 3,
      registerWorkshopList: [11, 12],
      invcode: "VIP2027",
    });
  });

  it("reads it back whether the router parsed it or it came as JSON text", () => {
    const expected = { participantTypeId: 3, workshopIds: [11, 12], invcode: "VIP2027" };
    expect(
      decodeSelection({ participantTypeId: 3, registerWorkshopList: [11, 12], invcode: "VIP2027" }),
    ).toEqual(expected);
    expect(
      decodeSelection('{"participantTypeId":3,"registerWorkshopList":[11,12],"invcode":"VIP2027"}'),
    ).toEqual(expected);
  });

  it("reads old links, whose workshops are objects with an id, and lists each workshop once", () => {
    const old = { participantTypeId: 3, registerWorkshopList: [{ id: 11, name: "A" }, { id: 11 }, 12] };
    expect(decodeSelection(old)).toEqual({ participantTypeId: 3, workshopIds: [11, 12], invcode: "" });
  });

  it("gives nothing for a missing, unreadable or invalid choice, so the page goes back to preRegist", () => {
    expect(decodeSelection(undefined)).toBeNull();
    expect(decodeSelection("")).toBeNull();
    expect(decodeSelection("{not json")).toBeNull();
    expect(decodeSelection({ participantTypeId: 0 })).toBeNull();
    expect(decodeSelection({ participantTypeId: 3, registerWorkshopList: [-1] })).toBeNull();
  });
});
