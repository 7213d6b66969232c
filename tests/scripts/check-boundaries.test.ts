import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyAllowlist, findViolations } from "./check-boundaries";

const packages: Record<string, object> = {
  "package.json": { workspaces: ["locales", "shared", "server", "pwa", "kiosk", "tests"] },
  "locales/package.json": { name: "@confreg/locales" },
  "shared/package.json": { name: "@confreg/shared", dependencies: { zod: "4" } },
  "server/package.json": {
    name: "@confreg/server",
    imports: { "#*": "./src/*.ts", "#features/conferences": "./src/features/conferences/index.ts" },
  },
  "pwa/package.json": {
    name: "@confreg/pwa",
    imports: { "#*": ["./src/*.ts", "./src/*.tsx"] },
    dependencies: { react: "19", "@confreg/shared": "0", "@confreg/locales": "0" },
    devDependencies: { "@confreg/server": "0" },
  },
  "kiosk/package.json": {
    name: "@confreg/kiosk",
    imports: { "#*": "./src/*.ts" },
    dependencies: { dexie: "4" },
  },
  "tests/package.json": { name: "@confreg/tests", devDependencies: { "@confreg/server": "0" } },
};

/** Sources that keep every boundary, including look-alikes the checker must not mistake for imports. */
const cleanSources: Record<string, string> = {
  "shared/src/index.ts": `import { z } from "zod";\nexport const id = z.number();\n`,
  "server/src/features/conferences/conferences.repo.ts": "export const findConference = () => null;\n",
  "server/src/features/conferences/conferences.service.ts": `import { findConference } from "./conferences.repo";\nexport const requireConference = findConference;\n`,
  "server/src/features/conferences/index.ts": `export { requireConference } from "./conferences.service";\n`,
  "server/src/features/conferences/conferences.routes.ts": `import { requireConference } from "./conferences.service";\nexport const conferenceRoutes = requireConference;\n`,
  "server/src/features/registrations/create.ts": `import { requireConference } from "#features/conferences";\nexport const create = requireConference;\n`,
  "server/src/features/index.ts": `export { conferenceRoutes } from "./conferences/conferences.routes";\n`,
  "server/src/main.ts": `import { findConference } from "./features/conferences/conferences.repo";\nexport { findConference };\n`,
  "server/src/seed/conferences.ts": `import { requireConference } from "#features/conferences";\nexport { requireConference };\n`,
  "server/src/lib/documents/sheet.ts": `import { runsOf } from "#db/runs";\nexport { runsOf };\n`,
  "pwa/src/api/client.ts": `import type { AppType } from "@confreg/server/app-type";\nexport type Api = AppType;\n`,
  "pwa/src/main.tsx": [
    `import { useState } from "react";`,
    `import { id } from "@confreg/shared";`,
    `import { messages } from "@confreg/locales/zh";`,
    `import type { Api } from "#api/client";`,
    `import { registerSW } from "virtual:pwa-register";`,
    `// import { createApp } from "@confreg/server/app";`,
    `const text = 'import x from "../../tests/e2e/harness/server"';`,
    `export { useState, id, messages, registerSW, text };`,
    `export type { Api };`,
  ].join("\n"),
  "kiosk/src/main/window.ts": `import path from "node:path";\nimport Dexie from "dexie";\nexport { path, Dexie };\n`,
  "tests/e2e/harness/server.ts": `import { seedDemo } from "@confreg/server/testing";\nexport { seedDemo };\n`,
  "tests/e2e/journeys/a.test.ts": `import { seedDemo } from "../harness/server";\nexport { seedDemo };\n`,
};

/** One violation of each kind, at a known line. */
const violations: Record<string, string> = {
  "pwa/src/server-code.ts": `import { id } from "@confreg/shared";\nimport { createApp } from "@confreg/server/app";\n`,
  "pwa/src/app-type-value.ts": `import { AppType } from "@confreg/server/app-type";\n`,
  "kiosk/src/renderer/from-pwa.ts": `import { client } from "../../../pwa/src/api/client";\n`,
  "kiosk/src/renderer/undeclared.ts": `import dayjs from "dayjs";\n`,
  "server/src/features/registrations/admin.routes.ts": `\n\nimport { findConference } from "#features/conferences/conferences.repo";\n`,
  "server/src/features/kiosk-sync/pairing.ts": `export { findConference } from "../conferences/conferences.repo";\n`,
  "server/src/seed/demo.ts": `const harness = await import("../../../tests/e2e/harness/server");\n`,
  "server/src/features/badges/print.ts": `import { requireConference } from "#features/conferences/conferences.service";\n`,
  "server/src/seed/people.ts": `import { requireConference } from "../features/conferences/conferences.service";\n`,
  "server/src/features/mails/mails.routes.ts": `import { conferenceRoutes } from "#features/conferences/conferences.routes";\n`,
  "server/src/features/payments/index.ts": `export { paymentRoutes } from "./payments.routes";\n`,
  "server/src/http/guard.ts": `import { requireAdmin } from "#features/auth/admin-guard";\n`,
  "server/src/lib/documents/qr.ts": `import type { Bilingual } from "#features/invoices/issuers/issuer";\n`,
  "server/src/db/migrate.ts": `import { seedDemo } from "#seed/index";\n`,
  // Found only when `#features/conferences` resolves as Node does: its exact key before the `#*` pattern.
  "server/src/jobs/lease.ts": `import { requireConference } from "#features/conferences";\n`,
  "shared/src/fees.ts": `import type { Config } from "@confreg/server/config";\n`,
};

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tree(sources: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "confreg-boundaries-"));
  roots.push(root);
  const files = {
    ...Object.fromEntries(Object.entries(packages).map(([f, p]) => [f, JSON.stringify(p)])),
    ...sources,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("import boundaries", () => {
  it("a tree that keeps every boundary passes", () => {
    expect(findViolations(tree(cleanSources))).toEqual([]);
  });

  it("finds each kind of violation at its file and line, and nothing else", () => {
    const found = findViolations(tree({ ...cleanSources, ...violations }));
    const where = found.map((v) => `${v.file}:${v.line} ${v.rule}`).sort();
    expect(where).toEqual(
      [
        "pwa/src/server-code.ts:2 app-imports",
        "pwa/src/app-type-value.ts:1 app-imports",
        "kiosk/src/renderer/from-pwa.ts:1 app-imports",
        "kiosk/src/renderer/undeclared.ts:1 app-imports",
        "server/src/features/registrations/admin.routes.ts:3 feature-repos",
        "server/src/features/kiosk-sync/pairing.ts:1 feature-repos",
        "server/src/seed/demo.ts:1 no-tests-imports",
        "server/src/features/badges/print.ts:1 feature-doors",
        "server/src/seed/people.ts:1 feature-doors",
        "server/src/features/mails/mails.routes.ts:1 feature-routes",
        "server/src/features/payments/index.ts:1 feature-routes",
        "server/src/http/guard.ts:1 lower-layers",
        "server/src/lib/documents/qr.ts:1 lower-layers",
        "server/src/db/migrate.ts:1 lower-layers",
        "server/src/jobs/lease.ts:1 lower-layers",
        "shared/src/fees.ts:1 shared-imports",
      ].sort(),
    );
    expect(found.find((v) => v.file === "pwa/src/app-type-value.ts")?.message).toMatch(/import type/);
  });

  it("lets allow-listed violations pass and reports entries that no longer match", () => {
    const found = findViolations(tree({ ...cleanSources, ...violations }));
    const listed = {
      file: "server/src/features/kiosk-sync/pairing.ts",
      specifier: "../conferences/conferences.repo",
    };
    const gone = {
      file: "server/src/features/health/health.routes.ts",
      specifier: "#features/auth/accounts.repo",
    };
    const { remaining, stale } = applyAllowlist(found, [
      { ...listed, why: "fixed in the rewrite" },
      { ...gone, why: "already fixed" },
    ]);
    expect(remaining).toHaveLength(found.length - 1);
    expect(remaining.some((v) => v.file === listed.file)).toBe(false);
    expect(stale.map((a) => a.file)).toEqual([gone.file]);
  });
});
