/** Why the camera could not scan: each has its own message (CameraDialog). */
export type CameraFailure = "denied" | "no-camera" | "in-use" | "unsupported" | "failed";

/** getUserMedia's error names (and older Chromium's), as DOMException names or in html5-qrcode's texts. */
const failureNames: readonly (readonly [CameraFailure, readonly string[]])[] = [
  ["denied", ["NotAllowedError", "PermissionDeniedError", "SecurityError"]],
  ["no-camera", ["NotFoundError", "DevicesNotFoundError", "OverconstrainedError"]],
  ["in-use", ["NotReadableError", "TrackStartError"]],
];

/** The camera cannot be used at all here: no media devices (plain http on a LAN, an old browser). */
export class CameraUnsupportedError extends Error {
  constructor() {
    super("The camera cannot be used in this context");
    this.name = "CameraUnsupportedError";
  }
}

/**
 * Reads why starting the camera failed. getUserMedia rejects with a DOMException; html5-qrcode passes it
 * on inside a text ("Error getting userMedia, error = NotAllowedError: …").
 */
export function cameraFailureOf(error: unknown): CameraFailure {
  if (error instanceof CameraUnsupportedError) return "unsupported";
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  for (const [failure, names] of failureNames) if (names.some((name) => text.includes(name))) return failure;
  return /not supported/i.test(text) ? "unsupported" : "failed";
}

/** A running camera scan; `stop` releases the camera. */
export type CameraScan = { stop: () => Promise<void> };

/**
 * Opens the camera (the back one where there are two) in the element with this id and reports each
 * decoded QR code. html5-qrcode is loaded here, on first use, so the screen's bundle does not carry it.
 * Rejects when the camera cannot be started (`cameraFailureOf` says why).
 */
export async function startCameraScan(
  elementId: string,
  onText: (text: string) => void,
): Promise<CameraScan> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnsupportedError();
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import("html5-qrcode");
  const scanner = new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
  });
  await scanner.start(
    { facingMode: "environment" },
    // The square searched for a code: most of the picture, as codes are held close to the camera.
    { fps: 10, qrbox: (width, height) => ({ width: side(width, height), height: side(width, height) }) },
    (text) => onText(text),
    undefined,
  );
  return {
    async stop() {
      if (scanner.isScanning) await scanner.stop();
      scanner.clear();
    },
  };
}

const side = (width: number, height: number) => Math.max(50, Math.floor(Math.min(width, height) * 0.8));
