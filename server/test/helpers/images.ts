import { crc32, deflateSync } from "node:zlib";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/**
 * Real image files for upload tests, made by independent encoders (jpeg-js, pngjs) or by hand from the
 * formats' specifications, with the metadata a phone or an editor writes put in by hand.
 */

/** A small gradient, so decoders have something to compare. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, 255], i * 4);
  }
  return data;
}

export function plainJpeg(width = 32, height = 24): Buffer {
  return jpeg.encode({ data: pixels(width, height), width, height }, 90).data;
}

export function plainPng(width = 32, height = 24): Buffer {
  const png = new PNG({ width, height });
  pixels(width, height).copy(png.data);
  return PNG.sync.write(png);
}

/** A 24-bit bottom-up bitmap (BITMAPINFOHEADER), rows padded to 4 bytes. */
export function plainBmp(width = 4, height = 3): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) file.set([x * 40, y * 60, 200], 54 + y * row + x * 3);
  return file;
}

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Big-endian TIFF: IFD0 with Make, Orientation and a GPS IFD placing the photo in Shanghai. */
function exifWithGps(orientation: number): Buffer {
  const tiff = Buffer.alloc(160);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number, short = false) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (short) tiff.writeUInt16BE(value, at + 8);
    else tiff.writeUInt32BE(value, at + 8);
  };
  tiff.writeUInt16BE(3, 8);
  entry(10, 0x010f, 2, 8, 50); // Make -> "TestCam"
  entry(22, 0x0112, 3, 1, orientation, true);
  entry(34, 0x8825, 4, 1, 58); // GPS IFD
  tiff.write("TestCam\0", 50, "latin1");
  tiff.writeUInt16BE(4, 58);
  entry(60, 0x0001, 2, 2, 0);
  tiff.write("N\0", 68, "latin1");
  entry(72, 0x0002, 5, 3, 112);
  entry(84, 0x0003, 2, 2, 0);
  tiff.write("E\0", 92, "latin1");
  entry(96, 0x0004, 5, 3, 136);
  const rationals = (at: number, values: number[]) =>
    values.forEach((v, i) => {
      tiff.writeUInt32BE(v, at + i * 8);
      tiff.writeUInt32BE(1, at + i * 8 + 4);
    });
  rationals(112, [31, 14, 0]);
  rationals(136, [121, 28, 0]);
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
}

export const secrets = {
  comment: "photo taken at Zhang San's home",
  xmp: "xmp:CreatorTool=SecretPhone",
  iptc: "Photoshop 3.0",
  trailer: "MPF-second-image-with-its-own-exif",
  pngText: "Author=Zhang San",
};

/**
 * A JPEG as a phone writes it: EXIF (orientation, camera, GPS), XMP, IPTC, a comment, and a second
 * picture's bytes after the end.
 */
export function jpegWithMetadata(orientation = 6): Buffer {
  const plain = plainJpeg();
  const xmp = Buffer.from(
    `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="SecretPhone"/></rdf:RDF></x:xmpmeta>`,
    "latin1",
  );
  const iptc = Buffer.concat([Buffer.from(`${secrets.iptc}\x008BIM`, "latin1"), Buffer.alloc(8)]);
  return Buffer.concat([
    plain.subarray(0, 2),
    jpegSegment(0xe1, exifWithGps(orientation)),
    jpegSegment(0xe1, xmp),
    jpegSegment(0xed, iptc),
    jpegSegment(0xfe, Buffer.from(secrets.comment, "latin1")),
    plain.subarray(2),
    Buffer.from(secrets.trailer, "latin1"),
  ]);
}

function pngChunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, crc]);
}

/** A PNG with text, international text, EXIF and time chunks after its header, and bytes after IEND. */
export function pngWithMetadata(): Buffer {
  const plain = plainPng();
  const afterHeader = 8 + 12 + 13; // signature, IHDR
  return Buffer.concat([
    plain.subarray(0, afterHeader),
    pngChunk("tEXt", Buffer.from(secrets.pngText.replace("=", "\0"), "latin1")),
    pngChunk("iTXt", Buffer.from("Comment\0\0\0\0\0taken at home", "latin1")),
    pngChunk("eXIf", exifWithGps(1).subarray(6)),
    pngChunk("tIME", Buffer.from([0x07, 0xe7, 6, 1, 12, 0, 0])),
    plain.subarray(afterHeader),
    Buffer.from(secrets.trailer, "latin1"),
  ]);
}

/**
 * A decompression bomb: a small PNG whose header declares `width` x `height` grey pixels, followed by
 * compressed zeros (the real ones hold all the rows in about 300 KB; a few are enough to be refused).
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, deflate, no filter method, not interlaced
  return Buffer.concat([
    plainPng().subarray(0, 8),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc((width + 1) * 4))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF0) declares another size than its data holds. */
export function jpegClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(plainJpeg());
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}

/** A bitmap whose header declares another size than its rows. */
export function bmpClaiming(width: number, height: number): Buffer {
  const bytes = plainBmp();
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  return bytes;
}

export const decodeJpeg = (bytes: Buffer) => jpeg.decode(bytes, { useTArray: true });
export const decodePng = (bytes: Buffer) => PNG.sync.read(bytes);

/** A multipart body as a browser sends it; the declared type and name are the client's word only. */
export function imageForm(
  bytes: Buffer,
  fields: Record<string, string> = {},
  declared = { name: "photo.jpg", type: "image/jpeg" },
): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: declared.type }), declared.name);
  for (const [key, value] of Object.entries({ kind: "studentCard", ...fields })) form.append(key, value);
  return form;
}
