#!/usr/bin/env node
// Runs an npm script in every workspace that has it, as many at a time as the machine has cores (tsc is
// single-threaded: one at a time leaves the other core idle). Each workspace's output is printed whole
// when it ends; the run fails if any workspace's script fails.
//   node tests/scripts/each-workspace.mjs <script>
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const script = process.argv[2];
if (!script) {
  console.error("usage: each-workspace.mjs <script>");
  process.exit(2);
}

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const workspaces = readJson(path.join(root, "package.json")).workspaces.filter(
  (dir) => readJson(path.join(root, dir, "package.json")).scripts?.[script],
);

function run(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    let output = "";
    const child = spawn("npm", ["run", script, "--silent"], { cwd: path.join(root, dir), shell: false });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`── ${dir}: ${script} ${code === 0 ? "passed" : `failed (${code})`} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const results = [];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  for (let dir = queue.shift(); dir; dir = queue.shift()) results.push(await run(dir));
});
await Promise.all(lanes);
if (results.some((ok) => !ok)) process.exit(1);
