import { afterAll, beforeAll, expect, it } from "vitest";
import type { InvoiceIssuer } from "#ports/invoice-issuer";
import type { PaymentProvider } from "#ports/payment-provider";
import { insertAdmin } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { officeClients, signInAdmin } from "../helpers/office-clients";

type Settings = {
  values: { society: unknown; bankAccounts: unknown; supportEmail: string | null };
  providers: {
    payments: { payType: number; mode: string; provider: string }[];
    invoices: { invoiceType: number; mode: string; issuer: string }[];
    mail: { mode: string; host: string; from: string };
    sms: { mode: string; provider: string };
  };
};

const input = {
  society: {
    name: { zh: "示例学会", en: "Example Society" },
    shortName: "ES",
    taxpayerNumber: "51100000mj0012345x",
    address: { zh: "北京市", en: "Beijing" },
    phone: "010-12345678",
  },
  bankAccounts: {
    domestic: { accountName: "示例学会", bank: "示例银行", accountNumber: "1234" },
    international: {
      beneficiary: "Example Society",
      beneficiaryAddress: "Beijing",
      bank: "Example Bank",
      bankAddress: "Beijing",
      swift: "EXAMCNBJ",
      accountNumber: "5678",
    },
  },
  supportEmail: "Office@Example.org",
};

describeEachDialect("system settings", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let admin: TestClient;
  let staff: TestClient;
  let conferenceAdmin: TestClient;
  const auditRows = () =>
    db()
      .selectFrom("auditLog")
      .select(["action", "entity", "actorId", "data"])
      .where("action", "=", "settings.update")
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    app = await startTestApp(db(), dialect, {
      env: {
        SMTP_URL: "smtp://mailer:s3cret-pass@mail.example.org:587",
        MAIL_FROM: "Office <noreply@example.org>",
      },
      providers: { alipay: { name: "alipay" } as unknown as PaymentProvider },
      issuers: [{ name: "nuonuo", types: [5, 6] } as unknown as InvoiceIssuer],
    });
    fx = await conferenceFixture(db(), app.clock.now);
    ({ admin, staff } = await officeClients(db(), app, fx, "checker-settings"));
    const own = await insertAdmin(db(), {
      username: "conference-admin-settings",
      role: 1,
      conferenceId: fx.conference.id,
    });
    conferenceAdmin = await signInAdmin(app, own.account.username, own.password);
  });
  afterAll(() => app.close());

  it("shows which providers the environment configures and which are built in, never a secret", async () => {
    const res = await admin.get<Settings>("/api/admin/settings");
    expect(res.status).toBe(200);
    expect(res.body.providers).toEqual({
      payments: [
        { payType: 2, mode: "configured", provider: "alipay" },
        { payType: 3, mode: "builtIn", provider: "demo" },
        { payType: 4, mode: "builtIn", provider: "demo" },
        { payType: 6, mode: "builtIn", provider: "demo" },
      ],
      invoices: [
        { invoiceType: 1, mode: "builtIn", issuer: "builtin" },
        { invoiceType: 2, mode: "builtIn", issuer: "builtin" },
        { invoiceType: 3, mode: "builtIn", issuer: "builtin" },
        { invoiceType: 4, mode: "builtIn", issuer: "builtin" },
        { invoiceType: 5, mode: "configured", issuer: "nuonuo" },
        { invoiceType: 6, mode: "configured", issuer: "nuonuo" },
      ],
      mail: { mode: "configured", host: "mail.example.org:587", from: "Office <noreply@example.org>" },
      sms: { mode: "builtIn", provider: "development" },
    });
    expect(JSON.stringify(res.body)).not.toContain("s3cret");
    expect(res.body.values).toEqual({ society: null, bankAccounts: null, supportEmail: null });
  });

  it("saves the society's identity normalised, one audit row per changed key naming its fields", async () => {
    const saved = await admin.request<Settings>("PUT", "/api/admin/settings", input);
    expect(saved.status).toBe(200);
    expect(saved.body.values.society).toMatchObject({ taxpayerNumber: "51100000MJ0012345X" });
    expect(saved.body.values.supportEmail).toBe("office@example.org");
    const first = await auditRows();
    expect(first.map((row) => [row.entity, row.actorId, JSON.parse(row.data ?? "{}").key])).toEqual([
      ["appSetting", fx.admin.account.id, "society"],
      ["appSetting", fx.admin.account.id, "bankAccounts"],
      ["appSetting", fx.admin.account.id, "supportEmail"],
    ]);
    const again = await admin.request<Settings>("PUT", "/api/admin/settings", {
      ...input,
      society: { ...input.society, phone: "010-87654321" },
    });
    expect(again.status).toBe(200);
    const after = await auditRows();
    expect(after).toHaveLength(4);
    expect(JSON.parse(after[3]?.data ?? "{}")).toEqual({ key: "society", fields: ["society.phone"] });
    expect((await admin.get<Settings>("/api/admin/settings")).body.values.society).toMatchObject({
      phone: "010-87654321",
    });
    const log = await admin.get<{ items: { action: string; fields: string[]; actor: { name: string } }[] }>(
      "/api/admin/audit?action=settings.update",
    );
    expect(log.body.items[0]).toMatchObject({
      fields: ["society.phone"],
      actor: { name: fx.admin.account.username },
    });
  });

  it("refuses a bad taxpayer number or e-mail address with the field named, and changes nothing", async () => {
    const before = await auditRows();
    const bad = await admin.request<{ code: string; details: { fields: { path: string }[] } }>(
      "PUT",
      "/api/admin/settings",
      {
        ...input,
        society: { ...input.society, taxpayerNumber: "000000000000000" },
        supportEmail: "not an address",
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_FAILED");
    expect(bad.body.details.fields.map((f) => f.path).sort()).toEqual([
      "society.taxpayerNumber",
      "supportEmail",
    ]);
    expect(await auditRows()).toHaveLength(before.length);
  });

  it("only administrators of every conference read or edit them", async () => {
    expect((await staff.get("/api/admin/settings")).status).toBe(403);
    expect((await conferenceAdmin.get("/api/admin/settings")).status).toBe(403);
    expect((await conferenceAdmin.request("PUT", "/api/admin/settings", input)).status).toBe(403);
    expect((await app.client().get("/api/admin/settings")).status).toBe(401);
  });
});
