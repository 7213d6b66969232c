import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded files (vouchers, student cards, signatures) live; object storage can implement it too. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a key with no file is not an error (deleting twice is harmless). */
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe characters: no way out of the storage root. */
export function assertStorageKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) ||
    key.split("/").some((part) => part === ".." || part === "")
  ) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Files on local disk under DATA_DIR/uploads (the default). Writes are atomic: a temp file, then a rename. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    assertStorageKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, data, { mode: 0o600 });
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    try {
      return await readFile(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(path.join(this.root, key), { force: true });
  }
}
