// What the kiosk baselines run in a page: Dexie, hash-wasm's scrypt and the kiosk's name-search keys,
// bundled from the kiosk's own dependencies (the same versions it ships) into one script. It is evaluated
// through the DevTools protocol, which the page's CSP does not govern, and needs no network: it works in a
// kiosk's page with the network cut.
import path from "node:path";
import { build } from "esbuild";
import type { Page } from "playwright-core";

const kioskDir = path.resolve(import.meta.dirname, "../../../kiosk");

const entry = `
import Dexie from "dexie";
import { scrypt } from "hash-wasm";
import { searchKeysOf } from "./src/renderer/lookup/search-keys.ts";
globalThis.benchTools = { Dexie, scrypt, searchKeysOf };
`;

/** What the script puts on the page's global object (typed loosely: the bench calls little of it). */
export type BenchTools = {
  Dexie: new (
    name: string,
  ) => {
    version(n: number): { stores(schema: Record<string, string>): unknown };
    open(): Promise<unknown>;
    close(): void;
    delete(): Promise<void>;
    table(name: string): BenchTable;
    transaction(mode: "rw", table: BenchTable, work: () => Promise<unknown>): Promise<unknown>;
  };
  /** hash-wasm's scrypt (its options: costFactor N, blockSize r, parallelism p, hashLength dkLen). */
  scrypt(options: {
    password: string;
    salt: Uint8Array;
    costFactor: number;
    blockSize: number;
    parallelism: number;
    hashLength: number;
    outputType: "hex";
  }): Promise<string>;
  searchKeysOf(row: { name: string; nameEn: string }): string[];
};
export type BenchTable = {
  get(key: unknown): Promise<unknown>;
  bulkPut(rows: unknown[]): Promise<unknown>;
  where(index: string): { equals(value: unknown): { toArray(): Promise<unknown[]> } };
};

let script: Promise<string> | undefined;

function bundle(): Promise<string> {
  script ??= build({
    stdin: { contents: entry, resolveDir: kioskDir, sourcefile: "bench-tools.ts", loader: "ts" },
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "chrome120",
    minify: true,
    write: false,
    logLevel: "silent",
  }).then((result) => result.outputFiles[0]?.text ?? "");
  return script;
}

/** Puts `benchTools` on the page (kept until the page reloads). */
export async function addBenchTools(page: Page): Promise<void> {
  await page.evaluate(await bundle());
}
