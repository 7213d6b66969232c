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

  it("deletes a file by key; deleting one that is not there is no error", async () => {
    await storage.put("2027/06/gone.png", Buffer.from("bytes"));
    await storage.delete("2027/06/gone.png");
    expect(await storage.get("2027/06/gone.png")).toBeNull();
    await expect(storage.delete("2027/06/gone.png")).resolves.toBeUndefined();
    await expect(storage.delete("../outside.png")).rejects.toThrow(/Invalid storage key/);
  });

  it("refuses keys that would leave the storage root", async () => {
    await expect(storage.put("../escape.png", Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get("a/../../etc/passwd")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put("/abs.png", Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
  });
});
