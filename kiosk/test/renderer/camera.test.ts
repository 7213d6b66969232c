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

  it("texts wrapped around those errors read the same", () => {
    expect(cameraFailureOf("Error getting userMedia, error = NotAllowedError: Permission denied")).toBe(
      "denied",
    );
    expect(
      cameraFailureOf("Error getting userMedia, error = NotFoundError: Requested device not found"),
    ).toBe("no-camera");
    expect(cameraFailureOf("Camera streaming not supported by the browser.")).toBe("unsupported");
  });

  it("a page without media devices (plain http on a LAN) cannot use the camera; anything else is a plain failure", () => {
    expect(cameraFailureOf(new CameraUnsupportedError())).toBe("unsupported");
    expect(cameraFailureOf(new Error("something else"))).toBe("failed");
    expect(cameraFailureOf(undefined)).toBe("failed");
  });
});
