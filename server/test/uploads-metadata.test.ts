import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { cleanImage } from "#features/uploads/image-content";
import { stripJpegMetadata } from "#features/uploads/jpeg-metadata";
import { stripPngMetadata } from "#features/uploads/png-metadata";
import {
  bmpClaiming,
  decodeJpeg,
  decodePng,
  jpegClaiming,
  jpegWithMetadata,
  plainBmp,
  plainJpeg,
  plainPng,
  pngClaiming,
  pngWithMetadata,
  secrets,
} from "./helpers/images";

/** The default setting (MAX_IMAGE_PIXELS). */
const limits = { maxPixels: 40_000_000 };

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, "latin1"));
const pngChunkTypes = (bytes: Buffer) => {
  const types: string[] = [];
  for (let at = 8; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at))
    types.push(bytes.toString("latin1", at + 4, at + 8));
  return types;
};

describe("JPEG metadata", () => {
  const original = jpegWithMetadata(6);

  it("the test file really carries GPS, camera, XMP, IPTC, a comment and a trailer", async () => {
    const gps = await exifr.gps(original);
    expect(gps?.latitude).toBeCloseTo(31 + 14 / 60);
    expect(gps?.longitude).toBeCloseTo(121 + 28 / 60);
    for (const text of [secrets.comment, "SecretPhone", secrets.iptc, secrets.trailer, "TestCam"])
      expect(has(original, text)).toBe(true);
  });

  it("a phone photo loses its place, camera, XMP, IPTC, comment and trailer, and keeps only its orientation", async () => {
    const stripped = stripJpegMetadata(original);
    expect([...stripped.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...stripped.subarray(-2)]).toEqual([0xff, 0xd9]);
    for (const text of [secrets.comment, "SecretPhone", secrets.iptc, secrets.trailer, "TestCam"])
      expect(has(stripped, text)).toBe(false);
    expect(await exifr.gps(stripped)).toBeUndefined();
    const left = await exifr.parse(stripped, { tiff: true, xmp: true, iptc: true, icc: true, jfif: false });
    expect(left).toEqual({ Orientation: "Rotate 90 CW" });
  });

  it("the cleaned JPEG decodes to exactly the same pixels", () => {
    const before = decodeJpeg(original);
    const after = decodeJpeg(stripJpegMetadata(original));
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect(Buffer.from(after.data).equals(Buffer.from(before.data))).toBe(true);
  });

  it("an upright photo keeps no EXIF at all", async () => {
    const stripped = stripJpegMetadata(jpegWithMetadata(1));
    expect(has(stripped, "Exif")).toBe(false);
    expect(await exifr.parse(stripped)).toBeUndefined();
  });

  it("a JPEG without metadata keeps its JFIF header and its bytes", () => {
    const plain = plainJpeg();
    expect(stripJpegMetadata(plain).equals(plain)).toBe(true);
  });

  it("a JPEG cut short inside its image data is ended properly; one cut in its headers is refused", () => {
    const plain = plainJpeg();
    const cut = stripJpegMetadata(plain.subarray(0, plain.length - 40));
    expect([...cut.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(() => stripJpegMetadata(plain.subarray(0, 30))).toThrow(/malformed/);
    expect(() => stripJpegMetadata(Buffer.from([0xff, 0xd8, 0x00, 0x01]))).toThrow(/malformed/);
  });
});

describe("PNG metadata", () => {
  const original = pngWithMetadata();

  it("text, EXIF and time chunks and the bytes after IEND are removed; the picture is unchanged", async () => {
    expect(await exifr.gps(original)).toBeDefined();
    const stripped = stripPngMetadata(original);
    expect(pngChunkTypes(stripped)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect([...stripped.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const text of ["Zhang San", "taken at home", "TestCam", secrets.trailer])
      expect(has(stripped, text)).toBe(false);
    expect(await exifr.gps(stripped)).toBeUndefined();
    expect(decodePng(stripped).data.equals(decodePng(plainPng()).data)).toBe(true);
  });

  it("a PNG without IEND or with a chunk longer than the file is refused", () => {
    const plain = plainPng();
    expect(() => stripPngMetadata(plain.subarray(0, plain.length - 12))).toThrow(/malformed/);
    const liar = Buffer.from(plain);
    liar.writeUInt32BE(0x7fffffff, 8);
    expect(() => stripPngMetadata(liar)).toThrow(/malformed/);
  });
});

describe("image content", () => {
  it("the kind comes from the bytes: JPEG, PNG and BMP are accepted and cleaned", async () => {
    expect((await cleanImage(jpegWithMetadata(), limits)).mime).toBe("image/jpeg");
    expect((await cleanImage(plainPng(), limits)).mime).toBe("image/png");
    const bmp = await cleanImage(Buffer.concat([plainBmp(), Buffer.from(secrets.trailer)]), limits);
    expect(bmp.mime).toBe("image/bmp");
    expect(bmp.data.equals(plainBmp())).toBe(true);
  });

  it("text, GIF, PDF and a JPEG start followed by nonsense are UPLOAD_TYPE", async () => {
    const refused = [
      Buffer.from("just some text pretending to be a photo"),
      Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
      Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 1, 2, 3]),
    ];
    for (const bytes of refused)
      await expect(cleanImage(bytes, limits)).rejects.toMatchObject({ code: "UPLOAD_TYPE" });
  });
});

describe("image pixels", () => {
  it("an image whose header declares 50,000 x 50,000 pixels (a decompression bomb) is refused before decoding, naming the limit", async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2_000);
    for (const bytes of [bomb, jpegClaiming(50_000, 50_000), bmpClaiming(50_000, 50_000)])
      await expect(cleanImage(bytes, limits)).rejects.toMatchObject({
        code: "UPLOAD_TOO_MANY_PIXELS",
        details: { megapixels: 40 },
      });
  });

  it("the limit is the setting's: a 32 x 24 image is refused under 768 pixels and taken at 768", async () => {
    await expect(cleanImage(plainJpeg(32, 24), { maxPixels: 767 })).rejects.toMatchObject({
      code: "UPLOAD_TOO_MANY_PIXELS",
      details: { megapixels: 0.000767 },
    });
    expect((await cleanImage(plainJpeg(32, 24), { maxPixels: 768 })).mime).toBe("image/jpeg");
  });

  it("an image cut short or whose data is broken is UPLOAD_UNREADABLE: JPEG, PNG and BMP", async () => {
    const jpeg = plainJpeg(64, 48);
    const png = Buffer.from(plainPng(64, 48));
    const data = png.indexOf("IDAT", 0, "latin1") + 8;
    for (let at = data; at < data + 16; at++) png[at] = (png[at] ?? 0) ^ 0xff;
    const unreadable = [
      jpeg.subarray(0, jpeg.length - 40),
      png,
      plainBmp(4, 3).subarray(0, 60),
      bmpClaiming(4, 300),
    ];
    for (const bytes of unreadable)
      await expect(cleanImage(bytes, limits)).rejects.toMatchObject({ code: "UPLOAD_UNREADABLE" });
  });
});
