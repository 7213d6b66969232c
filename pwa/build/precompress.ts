import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** What browsers download from the build; source maps (for developers' tools) are left as they are. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves next to nothing. */
const minBytes = 512;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The variants the server picks from by `Accept-Encoding` (server/src/http/static.ts), best first. */
const encodings = [
  {
    suffix: ".br",
    encode: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: ".gz", encode: (data: Buffer) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }) },
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file itself. */
async function compressFile(file: string): Promise<void> {
  if ((await stat(file)).size < minBytes) return;
  const data = await readFile(file);
  await Promise.all(
    encodings.map(async ({ suffix, encode }) => {
      const encoded = await encode(data);
      if (encoded.length < data.length) await writeFile(file + suffix, encoded);
    }),
  );
}

/**
 * Brotli and gzip copies of every compressible file of the build's output folder, written once the whole
 * build is there: the service worker and its Workbox runtime, which vite-plugin-pwa writes after the bundle,
 * included (a plugin that compresses the bundle's chunks, such as vite-plugin-compression2, misses them).
 * Put it after VitePWA in `plugins`.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "confreg:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => compressible.test(file));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
