import { describe, expect, it } from "vitest";
import { imageKindOfMime } from "../src/validators/image";

describe("image kinds by MIME type", () => {
  it("the spec's types and their old aliases name JPEG, PNG or BMP, in any case", () => {
    expect(["image/jpeg", "image/jpg", "image/pjpeg", "IMAGE/JPEG"].map(imageKindOfMime)).toEqual([
      "jpeg",
      "jpeg",
      "jpeg",
      "jpeg",
    ]);
    expect(["image/png", "image/x-png"].map(imageKindOfMime)).toEqual(["png", "png"]);
    expect(imageKindOfMime("image/bmp")).toBe("bmp");
  });

  it("any other type, animated PNG included, is no accepted image", () => {
    for (const type of ["image/gif", "image/apng", "image/webp", "application/pdf", "text/plain", ""])
      expect(imageKindOfMime(type)).toBeNull();
  });
});
