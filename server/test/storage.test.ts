import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "#storage/storage";

describe("local disk upload storage", () => {
  const root = mkdtempSync(path.join(tmpdir(), "confreg-storage-"));
  const storage = new LocalDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("stores and returns a file by key, leaving no temporary file behind", async () => {
    await storage.put("vouchers/2027/a.png", Buffer.from("png bytes"));
    expect((await storage.get("vouchers/2027/a.png"))?.toString()).toBe("png bytes");
    expect(readdirSync(path.join(root, "vouchers/2027"))).toEqual(["a.png"]);
  });

  it("answers null for a file that is not there", async () => {
    expect(await storage.get("vouchers/none.png")).toBeNull();
  });

  it("refuses keys that would leave the storage root", async () => {
    await expect(storage.put("../escape.png", Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get("a/../../etc/passwd")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put("/abs.png", Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
  });
});
