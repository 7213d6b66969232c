import type { Locale } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Config } from "#config";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";
import type { RateLimitStore } from "#lib/rate-limit/store";
import type { Logger } from "#logger";
import type { ChangeFeed } from "#ports/change-feed";
import type { InvoiceIssuers } from "#ports/invoice-issuer";
import type { OutgoingMessages } from "#ports/outgoing-messages";
import type { PaymentProviders } from "#ports/payment-providers";
import type { FileStorage } from "#storage/storage";
import type { UndeclaredError } from "./declared-errors";

/** What every feature needs, built once at start and handed to routes through the context. */
export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  pii: Pii;
  logger: Logger;
  /** Rate-limit counters, shared by every server process (in the database). */
  rateLimiter: RateLimitStore;
  /** Where uploaded files live (local disk by default). */
  storage: FileStorage;
  /** Outgoing e-mails and text messages (features/notifications): queue in a unit of work, then kick. */
  messages: OutgoingMessages;
  /** The payment providers: configured adapters, the demo cashier for the rest. */
  payments: PaymentProviders;
  /** The invoice issuers: the built-in one, and tax platforms for the types they serve. */
  invoices: InvoiceIssuers;
  /** "Registrations of this conference changed", from every server process: the kiosks' push channel. */
  changes: ChangeFeed;
  /** The clock; tests move it. */
  now: () => Date;
  /** Tests: told of every error answer its route did not declare (with `config.checkDeclaredErrors`). */
  onUndeclaredError?: (error: UndeclaredError) => void;
};

export type SessionKind = "attendee" | "admin";
export type SessionRef = { id: string; accountId: number };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    locale: Locale;
    requestId: string;
    sessions: Partial<Record<SessionKind, SessionRef>>;
  };
};
