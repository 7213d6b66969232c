import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ZXING_WASM_VERSION } from "barcode-detector/ponyfill";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

describe("the camera's QR decoder", () => {
  it("serves the .wasm of the very ZXing build that barcode-detector's JavaScript was made for", () => {
    // The kiosk bundles zxing-wasm's reader .wasm itself (no CDN): another version's would not load.
    const wasm = require.resolve("zxing-wasm/reader/zxing_reader.wasm");
    const installed = readJson(path.join(wasm, "../../../package.json"));
    expect(installed.name).toBe("zxing-wasm");
    expect(installed.version).toBe(ZXING_WASM_VERSION);
    const pinned = readJson(path.join(import.meta.dirname, "../../package.json")).dependencies as Record<
      string,
      string
    >;
    expect(pinned["zxing-wasm"]).toBe(ZXING_WASM_VERSION);
  });
});
