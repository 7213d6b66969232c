import QRCode from "qrcode";

/** Modules of light margin around the code, as scanners expect (ISO/IEC 18004 asks for 4). */
export const qrQuietZone = 4;

/**
 * A QR code as one SVG path of unit squares, on a grid of `size` modules with the quiet zone counted in,
 * so it scales to any box without a raster image. Error correction M: a badge may be creased or worn.
 */
export function qrPath(payload: string): { size: number; d: string } {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) squares.push(`M${col + qrQuietZone} ${row + qrQuietZone}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * qrQuietZone, d: squares.join("") };
}
