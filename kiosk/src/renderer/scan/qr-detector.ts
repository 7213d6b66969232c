/** Something that finds QR codes in a picture: the browser's BarcodeDetector, or ZXing's WebAssembly port. */
export type QrDetector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };

type DetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's own Barcode Detection API, when it has one that reads QR codes (ChromeOS, Android, macOS). */
async function nativeDetector(): Promise<QrDetector | null> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!native) return null;
  const formats: string[] = await native.getSupportedFormats().catch(() => []);
  return formats.includes("qr_code") ? new native({ formats: ["qr_code"] }) : null;
}

/**
 * The same API from `barcode-detector` (ZXing-C++ in WebAssembly), for browsers without it (Chromium on
 * Windows and Linux, so Electron there). Its .wasm is served with the kiosk's files, never fetched from a CDN:
 * the kiosk works offline and its CSP allows only its own origin. Both load on first use only.
 */
async function zxingDetector(): Promise<QrDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  // Instantiated now, so a .wasm that cannot load fails opening the camera, not every look.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

let detector: Promise<QrDetector> | undefined;

/** The kiosk's QR detector, made once: the browser's where it reads QR codes, else ZXing's. */
export function qrDetector(): Promise<QrDetector> {
  detector ??= nativeDetector().then((native) => native ?? zxingDetector());
  detector.catch(() => {
    detector = undefined;
  });
  return detector;
}
