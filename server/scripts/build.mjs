// `npm run build -w server`: the server as one ES module, server/dist/main.js, which `npm start` runs
// with plain Node (no TypeScript compiler at run time). The workspace packages (@confreg/shared, the
// compiled Lingui catalogs) are TypeScript and go into the bundle; every other dependency stays in
// node_modules (native modules such as better-sqlite3 and argon2 cannot be bundled).
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@confreg/"));

await build({
  entryPoints: [new URL("../src/main.ts", import.meta.url).pathname],
  outfile: new URL("../dist/main.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  // Dependencies of the bundled workspace packages resolve from node_modules too.
  external: [...external, "zod", "@lingui/core"],
  sourcemap: true,
  logLevel: "warning",
});
