// `npm run lint`: every per-conference setting has an effect. A setting is described once
// (shared/src/schemas/setting-descriptors.ts), stored by the schema and edited by the generic conference
// editor; unless some other code reads it, an administrator can change it and nothing happens.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { settingDescriptors } from "../../shared/src/schemas/setting-descriptors";
import { settingsWithoutEffectYet } from "./settings-allowlist";

/** The programs' sources a setting's effect may live in. */
const sourceRoots = ["shared/src", "server/src", "pwa/src", "kiosk/src"];

/** Where a setting is only defined, stored, edited or seeded: naming it there is no effect. */
const notAnEffect = [
  "shared/src/schemas/conference.ts",
  "shared/src/schemas/setting-descriptors.ts",
  "pwa/src/admin/conferences/",
  "server/src/seed/",
  "server/src/db/migrations/",
];

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(root, file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The settings no source outside their definition, storage, editor and seed names as a word. */
export function settingsWithoutEffect(root: string, names: readonly string[]): string[] {
  const files = sourceRoots
    .flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => !notAnEffect.some((place) => file.startsWith(place)));
  const texts = files.map((file) => readFileSync(path.join(root, file), "utf8"));
  return names.filter((name) => !texts.some((text) => new RegExp(`\\b${name}\\b`).test(text)));
}

function main() {
  const root = path.resolve(import.meta.dirname, "../..");
  const unread = settingsWithoutEffect(root, Object.keys(settingDescriptors));
  const known = Object.keys(settingsWithoutEffectYet);
  const fresh = unread.filter((name) => !known.includes(name));
  const stale = known.filter((name) => !unread.includes(name));
  for (const name of fresh)
    console.error(`setting ${name}: editable, but no code reads it (give it its effect, or remove it)`);
  for (const name of stale)
    console.error(`tests/scripts/settings-allowlist.ts: ${name} now has an effect; delete its entry`);
  if (fresh.length || stale.length) process.exit(1);
  console.log(`every setting has an effect (${known.length} known exceptions allowed)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
