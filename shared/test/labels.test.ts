/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as shared from "../src";

const exported = shared as Record<string, unknown>;
const labelRecords = Object.keys(exported).filter((name) => name.endsWith("Labels"));

/** Label records that are not keyed by an enum (their keys are the lines or fields they describe). */
const notEnumKeyed = new Set(["feeLineLabels", "invoiceFieldLabels"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const sources = sourceFiles(join(import.meta.dirname, "..", "src")).map((file) => readFileSync(file, "utf8"));
const markers = sources.flatMap((text) => text.match(/\/\*i18n\*\//g) ?? []);
const descriptorIds = sources.flatMap((text) =>
  [...text.matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*"([^"]+)",\s*message:\s*"[^"]+"/g)].map((m) => m[1]),
);

describe("labels", () => {
  it("there are enum label records to check", () => {
    expect(labelRecords).toEqual(expect.arrayContaining(["payStatusLabels", "invoiceStatusLabels"]));
    expect(labelRecords.length).toBeGreaterThan(15);
  });

  it.each(labelRecords.filter((name) => !notEnumKeyed.has(name)))(
    "%s covers every value of its enum and nothing else",
    (name) => {
      const values = exported[name.replace(/Labels$/, "Values")];
      expect(Array.isArray(values), `${name} has a matching values list`).toBe(true);
      const labels = exported[name] as Record<string, { id: string; message: string }>;
      expect(Object.keys(labels).sort()).toEqual((values as (string | number)[]).map(String).sort());
      for (const label of Object.values(labels)) expect(label.message.length).toBeGreaterThan(0);
    },
  );

  it("every /*i18n*/ marker in shared is followed by an explicit id and an English message", () => {
    expect(descriptorIds.length).toBe(markers.length);
    expect(markers.length).toBeGreaterThan(100);
  });

  it("every label id is unique across shared", () => {
    const counts = new Map<string, number>();
    for (const id of descriptorIds) counts.set(id ?? "", (counts.get(id ?? "") ?? 0) + 1);
    const duplicates = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
    expect(duplicates).toEqual([]);
  });

  it("every error code has a message whose id is error.<CODE>", () => {
    for (const [code, def] of Object.entries(shared.errorCodes)) expect(def.message.id).toBe(`error.${code}`);
  });

  it("every validation message id is validation.<key>", () => {
    for (const [key, label] of Object.entries(shared.validationMessages)) {
      expect(label.id).toBe(`validation.${key}`);
      expect(shared.validationIds[key as shared.ValidationMessage]).toBe(label.id);
    }
  });
});
