import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemo } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";

const outDir = path.resolve(import.meta.dirname, "../../../test-output/invoices");
const now = new Date("2026-03-10T08:00:00.000Z");

describeEachDialect("the demo's issued invoices", ({ db, dialect }) => {
  let app: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    const seeded = await seedDemo(db(), { pii: app.pii, now });
    const account = seeded?.accounts.find((a) => a.role === "administrator");
    admin = app.client();
    const login = await admin.post("/api/admin/login", {
      username: account?.username,
      password: account?.password,
    });
    expect(login.status).toBe(200);
  }, 240_000);
  afterAll(() => app?.close());

  const issued = () =>
    db()
      .selectFrom("invoices")
      .leftJoin("builtinInvoices", "builtinInvoices.invoiceNumber", "invoices.invoiceNumber")
      .select([
        "invoices.id",
        "invoices.registrationId",
        "invoices.invoiceType",
        "invoices.invoiceNumber",
        "invoices.issuer",
        "invoices.documentKey",
        "invoices.electronicInvoiceUrl",
        "builtinInvoices.invoiceId as registeredFor",
        "builtinInvoices.storageKey",
        "builtinInvoices.stored",
      ])
      .where("invoices.invoiceStatus", "=", 2)
      .orderBy("invoices.id")
      .execute();
  const download = async (invoiceId: number) => {
    const res = await fetch(`${app.url}/api/admin/invoices/${invoiceId}/document`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };

  it("are each numbered in the built-in issuer's register, not drawn yet, with a download link", async () => {
    const rows = await issued();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row).toMatchObject({
        issuer: "builtin",
        registeredFor: row.id,
        storageKey: row.documentKey,
        stored: 0,
      });
      expect(row.documentKey).toMatch(/^invoices\/\d{4}\/R?\d{12}\.pdf$/);
      expect(row.electronicInvoiceUrl).toBe(`/api/registrations/${row.registrationId}/invoice/document`);
    }
    expect(rows.some((row) => row.invoiceType === 3 && row.invoiceNumber.startsWith("R"))).toBe(true);
  });

  it("download as PDFs drawn on the first download, stored, and the same bytes the second time", async () => {
    const rows = await issued();
    const picks = [rows.find((row) => row.invoiceType === 3), rows.find((row) => row.invoiceType !== 3)];
    mkdirSync(outDir, { recursive: true });
    for (const row of picks) {
      if (!row) throw new Error("the demo has no issued invoice of this kind");
      const first = await download(row.id);
      expect(first.status).toBe(200);
      expect(first.type).toBe("application/pdf");
      const file = path.join(outDir, `seeded-${row.invoiceType}-${dialect}.pdf`);
      writeFileSync(file, first.bytes);
      expect(execFileSync("pdftotext", ["-raw", file, "-"]).toString()).toContain(row.invoiceNumber);
      expect(await app.storage.get(row.documentKey)).toEqual(first.bytes);
      const register = await db()
        .selectFrom("builtinInvoices")
        .select(["stored", "content"])
        .where("invoiceNumber", "=", row.invoiceNumber)
        .executeTakeFirstOrThrow();
      expect(register).toEqual({ stored: 1, content: "" });
      expect((await download(row.id)).bytes).toEqual(first.bytes);
    }
  });
});
