import { describe, expect, it } from "vitest";
import { defaultMaxImagePixels, longestSideWithin } from "../src/validators/image";

describe("pictures over the server's pixel limit", () => {
  it("the default limit is 40 megapixels: a phone's 48-megapixel photo is over it, a 12-megapixel one not", () => {
    expect(defaultMaxImagePixels).toBe(40_000_000);
    expect(longestSideWithin(4032, 3024)).toBeNull();
    expect(longestSideWithin(8064, 6048)).not.toBeNull();
  });

  it("scales a 48-megapixel photo so that it fits with a margin, keeping its proportions", () => {
    // 8064 x 6048 = 48.8 MP; 95% of 40 MP leaves a long side of 7,118 px, whatever the short side rounds to.
    const side = longestSideWithin(8064, 6048) ?? 0;
    expect(side).toBe(7118);
    const other = Math.round((side * 6048) / 8064);
    expect(side * other).toBeLessThan(40_000_000);
    expect(side * other).toBeGreaterThan(37_000_000);
  });

  it("a lower limit scales further; a portrait picture is measured by its height", () => {
    expect(longestSideWithin(3000, 4000, 10_000_000)).toBe(3559);
  });
});
