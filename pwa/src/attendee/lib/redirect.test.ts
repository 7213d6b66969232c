import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("where sign-in leads back to", () => {
  it("returns to the attendee page of this conference the visitor was sent away from", () => {
    expect(safeRedirect("/register/7/user/registerDetail?register_id=12", 7)).toBe(
      "/register/7/user/registerDetail?register_id=12",
    );
  });

  it("never leads to another site, another conference, the back office or the login page itself", () => {
    expect(safeRedirect("https://evil.example/register/7/user/registerList", 7)).toBeNull();
    expect(safeRedirect("//evil.example/register/7/user/registerList", 7)).toBeNull();
    expect(safeRedirect("/register/8/user/registerList", 7)).toBeNull();
    expect(safeRedirect("/7/manager/home/registerList", 7)).toBeNull();
    expect(safeRedirect("/register/7/user/login?redirect=x", 7)).toBeNull();
  });

  it("has nowhere to go without a redirect", () => {
    expect(safeRedirect(undefined, 7)).toBeNull();
    expect(safeRedirect("", 7)).toBeNull();
  });
});
