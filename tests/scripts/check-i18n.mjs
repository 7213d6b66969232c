// `npm run lint`: the catalogs in locales/ hold every message the code uses, and every message has a Chinese
// text. It only reads locales/: `lingui extract --clean` and `lingui compile --strict` run on copies of the
// catalogs in a temporary folder (through a temporary Lingui config pointing there), and the extracted copies
// must equal the catalogs, ignoring their creation-date header. `npm run i18n:extract` is the writer.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const config = JSON.parse(readFileSync(path.join(root, ".linguirc"), "utf8"));
const catalogDir = "<rootDir>/locales/";
const work = mkdtempSync(path.join(tmpdir(), "confreg-i18n-"));

/** The checked-in catalog of a locale and its copy in the temporary folder. */
const catalogs = config.locales.map((locale) => ({
  real: path.join(root, "locales", locale, "messages.po"),
  copy: path.join(work, locale, "messages.po"),
}));

const withoutCreationDate = (file) => readFileSync(file, "utf8").replace(/^"POT-Creation-Date: .*\n/m, "");

function lingui(...args) {
  execFileSync("npx", ["lingui", ...args, "--config", path.join(work, "lingui.config.json")], {
    cwd: root,
    stdio: "inherit",
  });
}

try {
  for (const { real, copy } of catalogs) cpSync(real, copy);
  const catalogsInWork = config.catalogs.map((catalog) => {
    if (!catalog.path.startsWith(catalogDir)) throw new Error(`unexpected catalog path ${catalog.path}`);
    return { ...catalog, path: path.join(work, catalog.path.slice(catalogDir.length)) };
  });
  writeFileSync(
    path.join(work, "lingui.config.json"),
    // Without fallbacks, a Chinese message left empty counts as missing (with them it would show the English).
    JSON.stringify({ ...config, rootDir: root, catalogs: catalogsInWork, fallbackLocales: false }),
  );

  lingui("extract", "--clean");
  const stale = catalogs.filter(({ real, copy }) => withoutCreationDate(real) !== withoutCreationDate(copy));
  for (const { real, copy } of stale) {
    spawnSync("diff", ["-u", "-I", '^"POT-Creation-Date:', real, copy], { stdio: "inherit" });
  }
  if (stale.length) {
    console.error("locales/ is out of date: run `npm run i18n:extract`, translate, and commit the catalogs.");
    process.exitCode = 1;
  } else {
    lingui("compile", "--typescript", "--strict");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
