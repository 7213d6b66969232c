import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { Kysely } from "kysely";
import { createApp } from "#app";
import { type DatabaseConfig, loadConfig } from "#config";
import { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";
import { createBuiltinIssuer } from "#features/invoices/issuers/builtin/builtin-issuer";
import { createInvoiceIssuers } from "#features/invoices/issuers/registry";
import { createChangeFeed } from "#features/kiosk-sync/change-feed";
import { createMessages, type Messages } from "#features/notifications/messages";
import { createPaymentProviders } from "#features/payments/providers/registry";
import { DatabaseRateLimitStore } from "#lib/rate-limit/store";
import { createLogger } from "#logger";
import type { InvoiceIssuer } from "#ports/invoice-issuer";
import type { PaymentProvider, ProviderName } from "#ports/payment-provider";
import type { PaymentProviders } from "#ports/payment-providers";
import { LocalDiskStorage } from "#storage/storage";
import { collectUndeclaredError } from "./undeclared-errors";

export type TestApp = {
  url: string;
  pii: Pii;
  /** The server's clock; tests move it. */
  clock: { now: Date };
  /** Outgoing messages (development outbox): `dispatch()` sends what is queued, `idle()` waits. */
  messages: Messages;
  /** The payment providers: the demo cashier, and the fakes' adapters the test configured. */
  payments: PaymentProviders;
  /** Upload storage in a temporary folder of its own (`storageDir`), removed on close. */
  storage: LocalDiskStorage;
  storageDir: string;
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
};

let clients = 0;
/** A distinct documentation-range address (198.18.0.0/15) per test client. */
const nextAddress = () => {
  clients += 1;
  return `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

/** The real app on a free port of this machine, so tests speak HTTP to it like a browser does. */
export async function startTestApp(
  db: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  options: {
    pwaDist?: string;
    kioskDist?: string;
    /** Adapters to use instead of the demo cashier (each pointed at its local fake). */
    providers?: Partial<Record<Exclude<ProviderName, "demo">, PaymentProvider>>;
    env?: Record<string, string>;
    /** Tax platforms to use for the types they serve (each pointed at its local fake). */
    issuers?: InvoiceIssuer[];
    /**
     * The database `db` opens, for what other server processes share through it (the kiosks' change feed
     * over Postgres LISTEN/NOTIFY); without it, changes are told within this app only.
     */
    database?: DatabaseConfig;
  } = {},
): Promise<TestApp> {
  const pii = new Pii(randomBytes(32));
  const clock = { now: new Date() };
  const storageDir = mkdtempSync(path.join(tmpdir(), "confreg-uploads-"));
  const storage = new LocalDiskStorage(storageDir);
  // One trusted proxy: each test client comes from its own address (X-Forwarded-For), as browsers would.
  const config = {
    ...loadConfig({
      DATA_DIR: "/nonexistent",
      LOG_LEVEL: "silent",
      TRUST_PROXY: "1",
      CHECK_DECLARED_ERRORS: "true",
      ...options.env,
    }),
    pwaDist: options.pwaDist ?? "/nonexistent/pwa",
    kioskDist: options.kioskDist ?? "/nonexistent/kiosk",
  };
  const logger = createLogger("silent");
  const messages = createMessages({ config, db, logger, now: () => clock.now });
  const payments = createPaymentProviders(
    { db, demoKey: pii.signingKey("demo-cashier"), now: () => clock.now },
    options.providers,
    { paypalClientId: "test-paypal-client" },
  );
  const invoices = createInvoiceIssuers(
    createBuiltinIssuer({ db, storage, now: () => clock.now }),
    options.issuers,
  );
  const changes = createChangeFeed({ db, database: options.database, logger });
  const app = createApp({
    config,
    db,
    dialect,
    pii,
    logger,
    messages,
    rateLimiter: new DatabaseRateLimitStore(db, () => clock.now, pii.signingKey("rate-limit")),
    storage,
    payments,
    invoices,
    changes,
    now: () => clock.now,
    onUndeclaredError: collectUndeclaredError,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  return {
    url,
    pii,
    clock,
    messages,
    payments,
    storage,
    storageDir,
    client: (headers = {}) => new TestClient(url, { "x-forwarded-for": nextAddress(), ...headers }),
    close: async () => {
      // A send still under way would write to a database the test is about to drop.
      await messages.stop();
      await changes.close();
      await new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(storageDir, { recursive: true, force: true });
          resolve();
        }),
      );
    },
  };
}

export type Reply<T = unknown> = { status: number; body: T; headers: Headers };

/** A browser-like client: keeps its cookies and echoes the CSRF cookie on mutations. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Headers of every Set-Cookie seen, for assertions on their attributes. */
  readonly setCookies: string[] = [];

  private readonly headers: Record<string, string>;

  /** A `cookie` header given here seeds the jar, as if the browser already had those cookies. */
  constructor(
    readonly baseUrl: string,
    headers: Record<string, string> = {},
  ) {
    const { cookie, ...rest } = headers;
    this.headers = rest;
    for (const pair of cookie?.split(/;\s*/) ?? []) {
      const [name = "", ...value] = pair.split("=");
      if (name) this.cookies.set(name, value.join("="));
    }
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    if (method !== "GET" && !this.cookies.has("confreg_csrf")) await this.request("GET", "/api/session");
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (method !== "GET" && options.csrf !== false)
      headers["x-csrf-token"] = this.cookies.get("confreg_csrf") ?? "";
    // A FormData body goes as multipart/form-data (fetch sets the boundary); anything else as JSON.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers["content-type"] = "application/json";
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      this.setCookies.push(cookie);
      const [pair = ""] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      const expired = /max-age=0/i.test(cookie) || value.join("=") === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value.join("="));
    }
    const type = res.headers.get("content-type") ?? "";
    // Images and spreadsheets come back as their bytes; everything else as text (parsed when JSON).
    if (type.startsWith("image/") || type.startsWith("application/vnd.openxmlformats")) {
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) as T, headers: res.headers };
    }
    const text = await res.text();
    return {
      status: res.status,
      body: (type.includes("json") ? JSON.parse(text) : text) as T,
      headers: res.headers,
    };
  }

  get<T = unknown>(path: string) {
    return this.request<T>("GET", path);
  }
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: { csrf?: boolean; headers?: Record<string, string> },
  ) {
    return this.request<T>("POST", path, body ?? {}, options);
  }
  delete<T = unknown>(path: string) {
    return this.request<T>("DELETE", path);
  }
}
