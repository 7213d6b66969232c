import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

const require = createRequire(import.meta.url);

/** Its .wasm from node_modules, never from the CDN the library would fetch it from by default. */
const ready = prepareZXingModule({
  overrides: {
    wasmBinary: new Uint8Array(readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"))).buffer,
  },
  fireImmediately: true,
});

/** The QR codes in an image file's bytes (PNG, JPEG), read by ZXing: the kiosk camera's decoder. */
export async function readQrCodes(image: Uint8Array): Promise<string[]> {
  await ready;
  const results = await readBarcodes(image, { formats: ["QRCode"] });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
