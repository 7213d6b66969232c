// CI check: the catalogs in locales/ hold every message the code uses, and every message has a Chinese text.
// `lingui extract` must leave the checked-in catalogs unchanged (ignoring its creation-date header), and
// `lingui compile --strict` fails on any message without a translation.
import { execFileSync } from "node:child_process";

const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit" });

run("npx", ["lingui", "extract", "--clean"]);
try {
  run("git", ["diff", "--exit-code", "-I", "POT-Creation-Date", "--", "locales/"]);
} catch {
  console.error("locales/ is out of date: run `npm run i18n:extract`, translate, and commit the catalogs.");
  process.exit(1);
}
run("npx", ["lingui", "compile", "--typescript", "--strict"]);
