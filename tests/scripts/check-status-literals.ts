// `npm run lint`: a list of payment statuses, pay types, invoice statuses or types or group statuses, or a
// bare status number, written anywhere but their trait tables and state machines (ARCHITECTURE.md: "every
// subset derived from the table, never written out"). Tests, migrations and the demo seed write statuses as
// data, frozen in time or chosen case by case, and are not checked.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadLayout, sourceFiles } from "./boundaries/layout";
import { type Finding, findInSource } from "./status-literals/find";

/** Files that may write statuses out: tests and their helpers, frozen migrations, the demo seed's data. */
const unchecked = [
  /\.test\.tsx?$/,
  /(?:^|\/)test\//,
  /^tests\//,
  /^server\/src\/db\/migrations\//,
  /^server\/src\/seed\//,
  /\.d\.ts$/,
];

export function findStatusLiterals(root: string): Finding[] {
  const layout = loadLayout(root);
  return layout.workspaces
    .flatMap((workspace) => sourceFiles(layout, workspace))
    .filter((file) => /\.tsx?$/.test(file) && !unchecked.some((pattern) => pattern.test(file)))
    .flatMap((file) => findInSource(file, readFileSync(path.join(root, file), "utf8")));
}

function main() {
  const root = path.resolve(import.meta.dirname, "../..");
  const findings = findStatusLiterals(root);
  for (const f of findings) console.error(`${f.file}:${f.line}  [${f.rule}] ${f.text}`);
  if (findings.length) {
    console.error(
      `${findings.length} status subsets or numbers written out: derive them from the trait tables in shared/src/enums (payStatusesWhere...)`,
    );
    process.exit(1);
  }
  console.log("no status subset or status number written outside the trait tables and machines");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
