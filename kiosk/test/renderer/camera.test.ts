import { describe, expect, it } from "vitest";
import { CameraUnsupportedError, cameraFailureOf } from "#renderer/scan/camera";

describe("camera failures", () => {
  it("getUserMedia's errors are told apart: denied, no camera, camera busy", () => {
    expect(cameraFailureOf(new DOMException("Permission denied", "NotAllowedError"))).toBe("denied");
    expect(cameraFailureOf(new DOMException("Requested device not found", "NotFoundError"))).toBe(
      "no-camera",
    );
    expect(cameraFailureOf(new DOMException("Could not start video source", "NotReadableError"))).toBe(
      "in-use",
    );
  });

  it("older Chromium's names read the same, and a picture the video cannot play is unsupported", () => {
    expect(cameraFailureOf(new DOMException("Permission denied", "PermissionDeniedError"))).toBe("denied");
    expect(cameraFailureOf(new DOMException("Requested device not found", "DevicesNotFoundError"))).toBe(
      "no-camera",
    );
    expect(
      cameraFailureOf(new DOMException("The element has no supported sources.", "NotSupportedError")),
    ).toBe("unsupported");
  });

  it("a page without media devices (plain http on a LAN) cannot use the camera; anything else is a plain failure", () => {
    expect(cameraFailureOf(new CameraUnsupportedError())).toBe("unsupported");
    expect(cameraFailureOf(new Error("something else"))).toBe("failed");
    expect(cameraFailureOf(undefined)).toBe("failed");
  });
});
