import path from "node:path";
import { defaultMaxImagePixels } from "@confreg/shared";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Everything the server reads from the environment, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Unset: a SQLite file in DATA_DIR. postgres://... : Postgres. sqlite:PATH : a SQLite file at PATH. */
  DATABASE_URL: z.string().optional(),
  /** Postgres schema to use (tests give each run its own). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  DATA_DIR: z.string().default("./data"),
  /** 32 random bytes, base64. Unset: generated once into DATA_DIR/secret.key. */
  SECRET_KEY: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Logs (at warn) every SQL statement slower than this many milliseconds, without its parameters. 0: off. */
  SLOW_QUERY_MS: z.coerce.number().min(0).default(0),
  /** auto: Secure cookies on https and on localhost (browsers allow them there). */
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  /**
   * How many reverse proxies stand in front (each appends to X-Forwarded-For): the client is the hop just
   * before them. false or 0: none (the socket's address); true: one.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, "true, false or a number of proxies")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v)))
    .default(0),
  /** Origins that may show the attendee site in a frame (space-separated); the back office never. */
  FRAME_ANCESTORS: z.string().max(2000).default(""),
  /** JSON bodies and uploads larger than these are refused before they are read. */
  MAX_JSON_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(12 * 1024 * 1024),
  /**
   * Images whose header declares more pixels than this are refused before they are decoded (a 300 KB file
   * may claim 50,000 x 50,000 pixels: a decompression bomb). 40 megapixels by default.
   */
  MAX_IMAGE_PIXELS: z.coerce.number().int().min(1).default(defaultMaxImagePixels),
  /** Seed the demo conferences, registrations and admin on the first start of an empty database. */
  SEED_DEMO: bool.default(true),
  /**
   * Tests only: log every error answer whose code its route did not declare (http/declared-errors.ts), so
   * the server tests and the journeys fail on it. Off in production.
   */
  CHECK_DECLARED_ERRORS: bool.default(false),
  /** Where the built PWA and kiosk renderer are; defaults to the workspaces' dist folders. */
  PWA_DIST: z.string().optional(),
  KIOSK_DIST: z.string().optional(),
  /** Outgoing e-mail: smtp://user:pass@host:587 or smtps://...; unset, e-mails stay in the development outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "smtp://user:pass@host:port or smtps://...")
    .optional(),
  /** The From of outgoing e-mail, e.g. `Conference registration <noreply@example.org>`; needed with SMTP_URL. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** The text-message gateway; only the development outbox is built in so far. */
  SMS_PROVIDER: z.enum(["development"]).default("development"),
  /** An online order left unpaid this long is queried and closed at its provider (DOMAIN.md §4). */
  PAYMENT_ORDER_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** How many 3-second status checks the attendee's page makes after a payment starts (5 minutes). */
  PAYMENT_POLL_MAX: z.coerce.number().int().min(1).max(2000).default(100),
  /**
   * How many 5-second queries the back office makes after a digital invoice's issue or void answers
   * "pending" (spec 002 §4) before it tells staff to wait and query later (60: 5 minutes).
   */
  INVOICE_POLL_MAX: z.coerce.number().int().min(1).max(2000).default(60),
});

export type DatabaseConfig =
  | { kind: "sqlite"; file: string }
  | { kind: "postgres"; url: string; schema: string | undefined };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  secretKey: string | undefined;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  slowQueryMs: number;
  cookieSecure: "auto" | "true" | "false";
  /** Number of trusted reverse proxies in front (0: none). */
  trustProxy: number;
  frameAncestors: string[];
  maxJsonBytes: number;
  maxUploadBytes: number;
  /** The most pixels (width x height) an uploaded image may declare. */
  maxImagePixels: number;
  seedDemo: boolean;
  checkDeclaredErrors: boolean;
  pwaDist: string;
  kioskDist: string;
  /** SMTP for outgoing e-mail; null: the development outbox. */
  mail: { url: string; from: string } | null;
  smsProvider: z.infer<typeof envSchema>["SMS_PROVIDER"];
  payments: { orderMinutes: number; pollMax: number };
  invoices: { pollMax: number };
};

const repoRoot = path.resolve(import.meta.dirname, "../..");

export function databaseConfig(url: string | undefined, dataDir: string, schema?: string): DatabaseConfig {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url, schema };
  if (url?.startsWith("sqlite:")) return { kind: "sqlite", file: path.resolve(url.slice("sqlite:".length)) };
  if (url) throw new Error("DATABASE_URL must start with postgres://, postgresql:// or sqlite:");
  return { kind: "sqlite", file: path.join(dataDir, "confreg.sqlite") };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (Boolean(e.SMTP_URL) !== Boolean(e.MAIL_FROM))
    throw new Error("Invalid configuration: SMTP_URL and MAIL_FROM are set together or not at all");
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: databaseConfig(e.DATABASE_URL, dataDir, e.DATABASE_SCHEMA),
    secretKey: e.SECRET_KEY,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    slowQueryMs: e.SLOW_QUERY_MS,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    frameAncestors: e.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    maxJsonBytes: e.MAX_JSON_BYTES,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    maxImagePixels: e.MAX_IMAGE_PIXELS,
    seedDemo: e.SEED_DEMO,
    checkDeclaredErrors: e.CHECK_DECLARED_ERRORS,
    pwaDist: path.resolve(e.PWA_DIST ?? path.join(repoRoot, "pwa/dist")),
    kioskDist: path.resolve(e.KIOSK_DIST ?? path.join(repoRoot, "kiosk/dist/renderer")),
    mail: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : null,
    smsProvider: e.SMS_PROVIDER,
    payments: { orderMinutes: e.PAYMENT_ORDER_MINUTES, pollMax: e.PAYMENT_POLL_MAX },
    invoices: { pollMax: e.INVOICE_POLL_MAX },
  };
}
