import { qrDetector } from "./qr-detector";

/** Why the camera could not scan: each has its own message (CameraDialog). */
export type CameraFailure = "denied" | "no-camera" | "in-use" | "unsupported" | "failed";

/** The names getUserMedia's and the video's errors carry (older Chromium's too), by what they mean. */
const failureNames: readonly (readonly [CameraFailure, readonly string[]])[] = [
  ["denied", ["NotAllowedError", "PermissionDeniedError", "SecurityError"]],
  ["no-camera", ["NotFoundError", "DevicesNotFoundError", "OverconstrainedError"]],
  ["in-use", ["NotReadableError", "TrackStartError"]],
  ["unsupported", ["NotSupportedError"]],
];

/** The camera cannot be used at all here: no media devices (plain http on a LAN, an old browser). */
export class CameraUnsupportedError extends Error {
  constructor() {
    super("The camera cannot be used in this context");
    this.name = "CameraUnsupportedError";
  }
}

/** Reads why starting the camera failed: getUserMedia and the video reject with a DOMException, by name. */
export function cameraFailureOf(error: unknown): CameraFailure {
  if (error instanceof CameraUnsupportedError) return "unsupported";
  const name = error instanceof Error ? error.name : "";
  return failureNames.find(([, names]) => names.includes(name))?.[0] ?? "failed";
}

/** A running camera scan; `stop` releases the camera. */
export type CameraScan = { stop: () => Promise<void> };

/** Looks for a code ten times a second; each look waits for the one before (a busy kiosk looks less often). */
const scanEveryMs = 100;
/** The square searched for a code: most of the picture, as codes are held close to the camera. */
const searchedShare = 0.8;

type Square = { side: number; left: number; top: number };

/** Where the searched square lies in a picture of this size: centred, its side a share of the shorter one. */
function searchedSquare(width: number, height: number): Square {
  const side = Math.floor(Math.min(width, height) * searchedShare);
  return { side, left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2) };
}

/**
 * Marks the searched square on the shown picture, in shares of its size (the camera may change the size).
 */
function markSquare(frame: HTMLElement, width: number, height: number, square: Square) {
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
  Object.assign(frame.style, {
    left: percent(square.left, width),
    top: percent(square.top, height),
    width: percent(square.side, width),
    height: percent(square.side, height),
  });
  frame.hidden = false;
}

/**
 * Opens the camera (the back one where there are two), shows its picture in this element with the square
 * searched marked on it (`.camera-frame`), and reports each QR code read there. The detector (qr-detector.ts:
 * the browser's BarcodeDetector or ZXing's) loads on first use, so the screen's bundle does not carry it. The
 * loop is ours: html5-qrcode's once went on showing a clear code and read nothing for 30 s under load (its
 * loop can end without a sign). Rejects when the camera cannot be started (`cameraFailureOf` says why).
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
    const detector = await qrDetector();
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    frame.className = "camera-frame";
    frame.hidden = true; // until the picture's size is known
    container.append(video, frame);
    await video.play();
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("No 2D canvas for reading the camera's picture");
    const read = async () => {
      const { videoWidth: width, videoHeight: height } = video;
      const square = searchedSquare(width, height);
      const { side, left, top } = square;
      if (video.readyState < video.HAVE_CURRENT_DATA || side <= 0) return;
      markSquare(frame, width, height, square);
      canvas.width = side;
      canvas.height = side;
      context.drawImage(video, left, top, side, side, 0, 0, side, side);
      const [code] = await detector.detect(canvas);
      if (code?.rawValue && !stopped) onText(code.rawValue);
    };
    // The next look is set whatever this one met (a failed look included), so the loop never ends unseen.
    const look = () => {
      if (stopped) return;
      read()
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) timer = setTimeout(look, scanEveryMs);
        });
    };
    look();
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
