import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

/** A file the demo data refers to; the caller puts it into upload storage under `storageKey`. */
export type DemoFile = { kind: DemoFileKind; storageKey: string; mime: string; data: Buffer; sha256: string };
export type DemoFileKind = "transferVoucher" | "studentCard";

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, crc]);
}

/** A small striped RGB PNG: a stand-in image that any viewer can open. */
function stripedPng(width: number, height: number, light: number[], dark: number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, default compression/filter/interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(Math.floor((x + y) / 12) % 2 === 0 ? light : dark, 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function demoFile(kind: DemoFileKind, data: Buffer): DemoFile {
  const sha256 = createHash("sha256").update(data).digest("hex");
  return { kind, storageKey: `demo/${kind}-${sha256.slice(0, 16)}.png`, mime: "image/png", data, sha256 };
}

/** The images the demo registrations point at: one transfer voucher, one student card. */
export function demoFiles(): Record<DemoFileKind, DemoFile> {
  return {
    transferVoucher: demoFile("transferVoucher", stripedPng(240, 160, [236, 240, 245], [196, 210, 228])),
    studentCard: demoFile("studentCard", stripedPng(240, 150, [240, 236, 226], [214, 200, 170])),
  };
}
