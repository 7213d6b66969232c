import { describe, expect, it } from "vitest";
import { formatPaperCode, isValidPaperCode, paperCodeKindOf, paperCodeKinds } from "../src";
import { settings } from "./builders";

const [md, ccc, itsc] = paperCodeKinds;

describe("paper codes", () => {
  it("the conference's first paper-system flag decides the kind; none, no codes", () => {
    expect(paperCodeKindOf(settings())).toBeNull();
    expect(paperCodeKindOf(settings({ isPaperitsc: true }))?.prefix).toBe("ITSC");
    expect(paperCodeKindOf(settings({ isPapermdccc: true, isPaperitsc: true }))?.prefix).toBe("CCC");
  });

  // Check characters worked out apart from this code (ISO 7064 MOD 37,36 by its definition).
  it("a code is prefix, conference, six-digit serial and check character", () => {
    expect(md && formatPaperCode(md, 1, 1)).toBe("MD-1-000001-4");
    expect(md && formatPaperCode(md, 12, 345)).toBe("MD-12-000345-2");
    expect(ccc && formatPaperCode(ccc, 3, 42)).toBe("CCC-3-000042-0");
    expect(itsc && formatPaperCode(itsc, 7, 1_234_567)).toBe("ITSC-7-1234567-C");
  });

  it("a code verifies as typed, forgiving spaces and case; a changed or swapped character does not", () => {
    expect(isValidPaperCode("MD-12-000345-2")).toBe(true);
    expect(isValidPaperCode(" md-12-000345-2 ")).toBe(true);
    expect(isValidPaperCode("MD-12-000346-2")).toBe(false);
    expect(isValidPaperCode("MD-12-000435-2")).toBe(false);
    expect(isValidPaperCode("XX-12-000345-2")).toBe(false);
    expect(isValidPaperCode("MD-12-345-2")).toBe(false);
  });
});
