import path from "node:path";
import { describe, expect, it } from "vitest";
import { isRendererUrl, resolveRendererRequest } from "#main/renderer-files";

const root = path.resolve("/opt/kiosk/dist/renderer");
const file = (relative: string) => ({ kind: "file", path: path.join(root, relative) });

describe("renderer files in Electron", () => {
  it("files under /kiosk/ are served from dist/renderer", () => {
    expect(resolveRendererRequest("confreg://kiosk/kiosk/assets/index-abc123.js", root)).toMatchObject(
      file("assets/index-abc123.js"),
    );
    expect(resolveRendererRequest("confreg://kiosk/kiosk/index.html", root)).toMatchObject(
      file("index.html"),
    );
  });

  it("the base path and extensionless paths get the app shell", () => {
    expect(resolveRendererRequest("confreg://kiosk/kiosk/", root)).toMatchObject(file("index.html"));
    expect(resolveRendererRequest("confreg://kiosk/kiosk/checkin", root)).toMatchObject(file("index.html"));
  });

  it("every file carries the renderer's Content-Security-Policy", () => {
    const response = resolveRendererRequest("confreg://kiosk/kiosk/index.html", root);
    expect(response.kind === "file" && response.headers["Content-Security-Policy"]).toContain(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
  });

  it("paths that leave the renderer folder are refused, encoded or not", () => {
    expect(resolveRendererRequest("confreg://kiosk/kiosk/%2e%2e/%2e%2e/main/main.js", root)).toEqual({
      kind: "not-found",
    });
    expect(resolveRendererRequest("confreg://kiosk/kiosk/..%2f..%2fetc%2fpasswd", root)).toEqual({
      kind: "not-found",
    });
    expect(resolveRendererRequest("confreg://kiosk/kiosk/%00.js", root)).toEqual({ kind: "not-found" });
  });

  it("other hosts and paths outside /kiosk/ are not the renderer", () => {
    expect(resolveRendererRequest("confreg://other/kiosk/index.html", root)).toEqual({ kind: "not-found" });
    expect(resolveRendererRequest("confreg://kiosk/index.html", root)).toEqual({ kind: "not-found" });
    expect(isRendererUrl("https://evil.example/kiosk/")).toBe(false);
    expect(isRendererUrl("confreg://kiosk/kiosk/index.html")).toBe(true);
  });
});
