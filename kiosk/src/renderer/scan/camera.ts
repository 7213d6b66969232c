/** Why the camera could not scan: each has its own message (CameraDialog). */
export type CameraFailure = "denied" | "no-camera" | "in-use" | "unsupported" | "failed";

/** getUserMedia's error names (and older Chromium's), as DOMException names or in texts around them. */
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
 * Reads why starting the camera failed. getUserMedia rejects with a DOMException; a wrapper may pass it
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

/** Looks for a code ten times a second; each look waits for the one before (a busy kiosk looks less often). */
const scanEveryMs = 100;
/** The square searched for a code: most of the picture, as codes are held close to the camera. */
const searchedShare = 0.8;

/**
 * Opens the camera (the back one where there are two), shows its picture in this element with the square
 * searched, and reports each QR code read there. The decoder (jsQR) is loaded here, on first use, so the
 * screen's bundle does not carry it. The loop is ours: html5-qrcode's once went on showing a clear code
 * and read nothing for 30 s under load (its loop can end without a sign), so it was replaced.
 * Rejects when the camera cannot be started (`cameraFailureOf` says why).
 */
export async function startCameraScan(
  container: HTMLElement,
  onText: (text: string) => void,
): Promise<CameraScan> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnsupportedError();
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: "environment" },
    audio: false,
  });
  const video = document.createElement("video");
  const frame = document.createElement("div");
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
    video.remove();
    frame.remove();
  };
  try {
    const { default: jsQR } = await import("jsqr");
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    frame.className = "camera-frame";
    container.append(video, frame);
    await video.play();
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("No 2D canvas for reading the camera's picture");
    const read = () => {
      const side = Math.floor(Math.min(video.videoWidth, video.videoHeight) * searchedShare);
      if (video.readyState < video.HAVE_CURRENT_DATA || side <= 0) return;
      canvas.width = side;
      canvas.height = side;
      const left = (video.videoWidth - side) / 2;
      const top = (video.videoHeight - side) / 2;
      context.drawImage(video, left, top, side, side, 0, 0, side, side);
      const code = jsQR(context.getImageData(0, 0, side, side).data, side, side, {
        inversionAttempts: "dontInvert",
      });
      if (code?.data) onText(code.data);
    };
    // The next look is set whatever this one met, so the loop never ends unseen.
    const look = () => {
      if (stopped) return;
      try {
        read();
      } finally {
        timer = setTimeout(look, scanEveryMs);
      }
    };
    look();
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
