import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "#db/schema";
import { createNuonuoIssuer } from "#features/invoices/issuers/nuonuo/issuer";
import { insertInvoice } from "#seed/index";
import type { TestClient } from "../helpers/app";
import { paymentSuite } from "../payments/payment-harness";
import { type NuonuoFake, startNuonuoFake } from "./fakes/nuonuo-fake";

export type Outcome = { outcome: string };
export type ErrorBody = { code: string; details?: Record<string, unknown> };
export type Answer = Outcome & ErrorBody;
export type LogEntry = {
  actionType: number;
  invoiceNumber: string;
  messageKey: string | null;
  params: Record<string, string | string[]>;
  message: string;
};

type Suite = ReturnType<typeof paymentSuite>;

const buyer = { invoiceTitle: "北京测试大学", taxpayerNumber: "12110000400000000X" };

/**
 * What the invoice tests share: a paid registration whose invoice is at a given status (applied for, 1,
 * unless told), finance's calls on it, its row, its log, and the numbers the built-in issuer gave it.
 */
export function invoiceHarness(db: () => Kysely<Database>, h: Suite, finance: () => TestClient) {
  async function paidInvoice(options: { status?: 0 | 1 | -1 | -2; type?: 2 | 5 | 6 } = {}) {
    const { client, accountId } = await h.attendee();
    const line = await h.registration(accountId, 160_000, { payStatus: 2, receivedFee: 160_000 });
    const invoice = await insertInvoice(db(), {
      registrationId: line.registrationId,
      invoiceType: options.type ?? 5,
      invoiceStatus: options.status ?? 1,
      ...buyer,
    });
    return { client, registrationId: line.registrationId, invoiceId: invoice.id };
  }
  const row = (invoiceId: number) =>
    db().selectFrom("invoices").selectAll().where("id", "=", invoiceId).executeTakeFirstOrThrow();
  const act = (invoiceId: number, path: string, body: unknown = {}) =>
    finance().post<Answer>(`/api/admin/invoices/${invoiceId}/${path}`, body);
  const batch = (invoiceIds: number[]) =>
    finance().post<{ counts: Record<string, number>; items: { outcome: string; code?: string }[] }>(
      "/api/admin/invoices/batch",
      { invoiceIds },
    );
  const log = async (invoiceId: number) =>
    (await finance().get<LogEntry[]>(`/api/admin/invoices/${invoiceId}/log`)).body;

  /** The built-in issuer's invoices for this invoice that no red reversal of its register cancels. */
  async function liveBuiltinNumbers(invoiceId: number): Promise<string[]> {
    const rows = await db()
      .selectFrom("builtinInvoices")
      .select(["kind", "invoiceNumber", "originalNumber"])
      .where("invoiceId", "=", invoiceId)
      .execute();
    const reversed = new Set(rows.filter((r) => r.kind === "reversal").map((r) => r.originalNumber));
    return rows
      .filter((r) => r.kind === "invoice" && !reversed.has(r.invoiceNumber))
      .map((r) => r.invoiceNumber);
  }
  return { paidInvoice, row, act, batch, log, liveBuiltinNumbers };
}

const started = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} starts in beforeAll`);
  return value;
};

/**
 * The app with the Nuonuo adapter against its local fake, for one describe block (its hooks are
 * registered here), and finance signed in: the tax platform's tests.
 */
export function platformSuite(db: () => Kysely<Database>, dialect: "sqlite" | "postgres") {
  let fake: NuonuoFake | undefined;
  let finance: TestClient | undefined;
  beforeAll(async () => {
    fake = await startNuonuoFake();
  });
  afterAll(() => fake?.close());
  const h = paymentSuite(db, dialect, () => ({
    issuers: [createNuonuoIssuer(started(fake, "the Nuonuo fake").config)],
  }));
  beforeAll(async () => {
    finance = await h.admin(2);
  });
  return { h, fake: () => started(fake, "the Nuonuo fake"), finance: () => started(finance, "finance") };
}
