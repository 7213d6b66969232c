// `npm run lint`: the import boundaries of ARCHITECTURE.md "Layers and who may import whom", checked on the
// import specifiers of every workspace's sources. Biome's noRestrictedImports matches specifier text per
// folder only: it cannot tell which feature a `#features/…` path belongs to, nor require `import type`.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readImports } from "./boundaries/imports";
import { loadLayout, sourceFiles } from "./boundaries/layout";
import { checkFile, type Violation } from "./boundaries/rules";
import { type AllowedViolation, allowedViolations } from "./boundaries-allowlist";

export function findViolations(root: string): Violation[] {
  const layout = loadLayout(root);
  return layout.workspaces.flatMap((workspace) =>
    sourceFiles(layout, workspace).flatMap((file) =>
      checkFile(layout, file, readImports(path.join(root, file))),
    ),
  );
}

const isAllowed = (v: Violation, a: AllowedViolation) => v.file === a.file && v.specifier === a.specifier;

/** Violations not on the allowlist, and allowlist entries that no longer match one (to be deleted). */
export function applyAllowlist(violations: Violation[], allowlist: readonly AllowedViolation[]) {
  return {
    remaining: violations.filter((v) => !allowlist.some((a) => isAllowed(v, a))),
    stale: allowlist.filter((a) => !violations.some((v) => isAllowed(v, a))),
  };
}

function main() {
  const root = path.resolve(import.meta.dirname, "../..");
  const { remaining, stale } = applyAllowlist(findViolations(root), allowedViolations);
  for (const v of remaining) console.error(`${v.file}:${v.line}  ${v.specifier}  [${v.rule}] ${v.message}`);
  for (const a of stale) {
    console.error(
      `tests/scripts/boundaries-allowlist.ts: ${a.file} no longer imports ${a.specifier}; delete the entry`,
    );
  }
  if (remaining.length || stale.length) process.exit(1);
  console.log(`import boundaries hold (${allowedViolations.length} known exceptions allowed)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
