import { afterEach, describe, expect, it, vi } from "vitest";
import { newUuid } from "./use-submission-key";

afterEach(() => {
  vi.unstubAllGlobals();
});

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a submission's idempotency key", () => {
  it("is a version-4 UUID, also where the page is not a secure context and has no randomUUID", () => {
    expect(newUuid()).toMatch(uuidV4);
    vi.stubGlobal("crypto", {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff),
    });
    expect(newUuid()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});
