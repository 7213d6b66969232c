import { mkdirSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { DatabaseRateLimitStore, startRateLimitSweep } from "#lib/rate-limit/store";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { Pii } from "./crypto/pii";
import { loadSecret } from "./crypto/secret";
import { openDatabase, refreshStatistics } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { loadInvoiceIssuers } from "./features/invoices/issuers/from-env";
import { createChangeFeed } from "./features/kiosk-sync/change-feed";
import { startKioskHashJob } from "./features/kiosk-sync/kiosk-hash-job";
import { createMessages } from "./features/notifications/messages";
import { startOrderExpiryJob } from "./features/payments/order-expiry-job";
import { loadPaymentProviders } from "./features/payments/providers/from-env";
import { startKeywordIndexJob } from "./features/registrations/keyword-index";
import { startOrphanCleanup } from "./features/uploads/orphans";
import { createLogger } from "./logger";
import { seedDemo } from "./seed";
import { LocalDiskStorage } from "./storage/storage";

const config = loadConfig();
const logger = createLogger(config.logLevel);
mkdirSync(config.dataDir, { recursive: true });
const pii = new Pii(loadSecret(config.secretKey, config.dataDir));
const storage = new LocalDiskStorage(path.join(config.dataDir, "uploads"));
const { db, dialect, close } = await openDatabase(config.database, {
  slowQueryMs: config.slowQueryMs,
  onSlowQuery: (sql, ms) => logger.warn({ sql, ms: Math.round(ms * 10) / 10 }, "slow query"),
  backgroundCheckpoints: { onError: (message) => logger.warn({ message }, "SQLite checkpoint failed") },
});
await migrateToLatest(db);
await refreshStatistics(db);
logger.info({ dialect }, "database ready");

if (config.seedDemo) {
  const seeded = await seedDemo(db, {
    pii,
    now: new Date(),
    storeFile: (file) => storage.put(file.storageKey, file.data),
  });
  if (seeded) printDemoAccounts(seeded.accounts);
}

const now = () => new Date();
const messages = createMessages({ config, db, logger, now });
messages.start();
const rateLimiter = new DatabaseRateLimitStore(db, now, pii.signingKey("rate-limit"));

const payments = loadPaymentProviders(process.env, {
  db,
  demoKey: pii.signingKey("demo-cashier"),
  now,
  logger,
});
const invoices = loadInvoiceIssuers(process.env, { db, storage, now, logger });
// Kiosks hear of changes at once: in this process, and from the others through Postgres LISTEN/NOTIFY.
const changes = createChangeFeed({ db, database: config.database, logger });
const app = createApp({
  config,
  db,
  dialect,
  pii,
  logger,
  rateLimiter,
  messages,
  storage,
  payments,
  invoices,
  changes,
  now,
});
// Every process starts the background jobs; each runs in one process at a time (server/src/jobs).
const jobs = [
  startOrphanCleanup({ db, storage, logger, now }),
  // Kiosk look-up hashes are slow by design (scrypt): derived in the background, never in a request.
  startKioskHashJob({ db, pii, logger, now }),
  startRateLimitSweep(rateLimiter, { db, logger, now }),
  // Online orders left unpaid past their time: asked at the provider, then closed (DOMAIN.md §4).
  startOrderExpiryJob({ db, now, logger, payments, messages }),
  // SQLite's keyword index takes new registrations in batches (migration 0040); Postgres's needs no upkeep.
  ...(dialect === "sqlite" ? [startKeywordIndexJob({ db, now, logger })] : []),
];
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = config.publicUrl ?? `http://localhost:${info.port}`;
  logger.info({ port: info.port }, "listening");
  process.stdout.write(
    `\nconfreg is running on ${url}\n  attendee site  ${url}/\n  back office    ${url}/all/manager/login\n  kiosk          ${url}/kiosk/\n\n`,
  );
});
// Idle keep-alive connections are closed by the client or the load balancer in front (60 s on the common
// ones), never by us first: a request sent as we close would fail ("other side closed").
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/** Printed once, on the first start: the generated demo passwords are stored nowhere else in clear. */
function printDemoAccounts(
  accounts: { username: string; password: string; role: string; conferenceTitle: string | null }[],
) {
  const lines = accounts.map(
    (a) =>
      `  ${a.role.padEnd(14)} ${a.username.padEnd(24)} ${a.password}   ${a.conferenceTitle ?? (a.role === "attendee" ? "" : "all conferences")}`,
  );
  process.stdout.write(`\nDemo data created. Accounts (shown only now; keep them):\n${lines.join("\n")}\n`);
}

async function shutdown(signal: string) {
  logger.info({ signal }, "shutting down");
  server.close();
  await messages.stop();
  await Promise.all(jobs.map((job) => job.stop()));
  await changes.close();
  await close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
