import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { databaseConfig } from "@confreg/server/testing";
import type { TestProject } from "vitest/node";
import { buildServer } from "./build-server";
import { type SeedTemplate, seedFresh } from "./seed-template";

declare module "vitest" {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate;
  }
}

/**
 * Once per run: bundles the server, and seeds the demo into a template data folder that every journey on
 * SQLite copies (seed-template.ts). The seed's times are relative to now; a run's journeys start within
 * half an hour of it, well inside what the demo's dates leave (days).
 */
export default async function setup(project: TestProject) {
  buildServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), "confreg-e2e-template-"));
  const secret = randomBytes(32).toString("base64");
  const accounts = await seedFresh(databaseConfig(undefined, dataDir), dataDir, secret, {
    kioskColumns: true,
  });
  project.provide("seedTemplate", { dataDir, secret, accounts });
  return () => rmSync(dataDir, { recursive: true, force: true });
}
