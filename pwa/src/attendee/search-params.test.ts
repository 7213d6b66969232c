import { describe, expect, it } from "vitest";
import { invcode, optionalForm, optionalId, searchOf } from "./search-params";

describe("the attendee pages' query parameters, read leniently", () => {
  it("reads an id whether the router parsed it or it came as text, and drops anything else", () => {
    expect(optionalId(12)).toBe(12);
    expect(optionalId("12")).toBe(12);
    expect(optionalId("0")).toBeUndefined();
    expect(optionalId("12abc")).toBeUndefined();
    expect(optionalId(1.5)).toBeUndefined();
    expect(optionalId(" ")).toBeUndefined();
  });

  it("carries an invitation code of reasonable length along, and drops one that is not text", () => {
    expect(invcode("VIP2027")).toBe("VIP2027");
    expect(invcode("x".repeat(201))).toBeUndefined();
    expect(invcode(2027)).toBeUndefined();
  });

  it("takes preRegist's hand-over as the router's object or as the JSON text of older links", () => {
    expect(optionalForm({ participantTypeId: 3 })).toEqual({ participantTypeId: 3 });
    expect(optionalForm('{"participantTypeId":3}')).toBe('{"participantTypeId":3}');
    expect(optionalForm([3])).toBeUndefined();
  });

  it("opens the page with what fits and leaves out what does not, so an old or edited link still works", () => {
    const read = searchOf({ register_id: optionalId, invcode });
    expect(read({ register_id: "12", invcode: "VIP2027", utm_source: "mail" })).toEqual({
      register_id: 12,
      invcode: "VIP2027",
    });
    expect(read({ register_id: "twelve" })).toEqual({});
  });
});
