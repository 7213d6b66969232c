import type { PDFPage, RGB } from "pdf-lib";
import { create } from "qrcode";
import { colors } from "./sheet";

/** Light modules around the symbol that a scanner needs to find it (ISO/IEC 18004: four). */
const quietZone = 4;

/**
 * Draws `text` as a QR code in vector form: each row's runs of dark modules as rectangles of one path,
 * filled at once (no hairline seams between squares, sharp at any print size). `size` is the square's
 * side in points, quiet zone included; its top-left corner is at (x, top). Error correction M: a
 * creased card or a scratched screen still reads.
 */
export function drawQrCode(
  page: PDFPage,
  text: string,
  box: { x: number; top: number; size: number },
  color: RGB = colors.ink,
): void {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  let path = "";
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      path += `M${start + quietZone} ${row + quietZone}h${col - start}v1h${start - col}z`;
    }
  }
  // SVG paths run downwards from (x, y): the box's top-left corner, in modules scaled to points.
  page.drawSvgPath(path, { x: box.x, y: box.top, scale: box.size / (count + 2 * quietZone), color });
}
