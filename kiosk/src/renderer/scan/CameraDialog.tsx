import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { type CameraFailure, cameraFailureOf, startCameraScan } from "./camera";

const failureText: Record<CameraFailure, MessageDescriptor> = {
  denied: msg`The camera may not be used. Allow this page to use the camera in the browser's settings, or use the scanner.`,
  "no-camera": msg`No camera was found. Connect one, or use the scanner.`,
  "in-use": msg`The camera is in use by another program. Close it and try again.`,
  unsupported: msg`This browser cannot use the camera here: it needs a secure address (https) and a current browser. Use the scanner.`,
  failed: msg`The camera could not be started. Try again, or use the scanner.`,
};

type Props = {
  /** A code was read: the dialog closes and the text goes the way of a scan. */
  onDecoded: (text: string) => void;
  onClose: () => void;
};

/**
 * Reads a registration QR code with the camera (in a plain browser and in Electron alike). The camera is
 * released when the dialog closes, a code is read, or the screen goes. Loaded on demand (React.lazy).
 */
export default function CameraDialog({ onDecoded, onClose }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const view = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"starting" | "scanning" | CameraFailure>("starting");
  const decoded = useRef(onDecoded);
  decoded.current = onDecoded;

  useEffect(() => {
    const container = view.current;
    if (!container) return;
    // Each start adds its own picture and removes only that when it stops: a scanner stopping late (the
    // dialog closed while the camera was starting) cannot clear the next one's.
    let closed = false;
    let done = false;
    const running = startCameraScan(container, (text) => {
      if (done) return;
      done = true;
      decoded.current(text);
    });
    running.then(
      () => !closed && setState("scanning"),
      (error: unknown) => !closed && setState(cameraFailureOf(error)),
    );
    return () => {
      closed = true;
      void running.then((scan) => scan.stop()).catch(() => undefined);
    };
  }, []);

  const failed = state !== "starting" && state !== "scanning";
  return (
    <div className="overlay" role="presentation">
      <div
        className="dialog dialog-narrow camera-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-testid="camera-dialog"
        data-state={state}
      >
        <header className="dialog-head">
          <h2 id={`${id}-title`}>
            <Trans>Scan with camera</Trans>
          </h2>
          <button type="button" className="button" data-testid="close-camera" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </header>
        <div ref={view} className="camera-view" hidden={failed} />
        {failed ? (
          <p className="camera-message tone-danger" role="alert" data-testid="camera-error">
            {i18n._(failureText[state])}
          </p>
        ) : (
          <p className="camera-message" role="status">
            {state === "starting" ? (
              <Trans>Starting the camera…</Trans>
            ) : (
              <Trans>Hold the registration QR code in front of the camera.</Trans>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
