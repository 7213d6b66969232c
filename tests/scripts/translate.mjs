// Adds Chinese translations to locales/zh/messages.po: `node tests/scripts/translate.mjs file.json`, where the
// JSON maps a message's msgid (its explicit id, or its English source text) to its Chinese text. It extracts
// first (without --clean, so messages of files being edited elsewhere are not dropped) and holds a lock,
// so several people can add translations at once. Prints the messages that still lack a translation.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import PO from "pofile";

const lock = "locales/.lock";
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function withLock(fn) {
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (i > 600) throw new Error(`${lock} held for 10 minutes; remove it if no one is translating`);
      sleep(1000);
    }
  }
  try {
    return fn();
  } finally {
    rmdirSync(lock);
  }
}

const file = process.argv[2];
const translations = file ? JSON.parse(readFileSync(file, "utf8")) : {};

withLock(() => {
  execFileSync("npx", ["lingui", "extract"], { stdio: ["ignore", "ignore", "inherit"] });
  const path = "locales/zh/messages.po";
  const po = PO.parse(readFileSync(path, "utf8"));
  const missing = [];
  for (const item of po.items) {
    if (item.obsolete) continue;
    if (Object.hasOwn(translations, item.msgid)) item.msgstr = [translations[item.msgid]];
    if (!item.msgstr.join("")) missing.push(item.msgid);
  }
  writeFileSync(path, po.toString());
  if (missing.length) console.log(`Still untranslated (${missing.length}):\n${missing.join("\n")}`);
  else console.log("Every message has a Chinese translation.");
});
