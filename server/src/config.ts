import path from "node:path";
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
  /** auto: Secure cookies on https and on localhost (browsers allow them there). */
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  /** Behind a reverse proxy: trust X-Forwarded-For / X-Forwarded-Proto. */
  TRUST_PROXY: bool.default(false),
  /** Seed the demo conferences, registrations and admin on the first start of an empty database. */
  SEED_DEMO: bool.default(true),
  /** Where the built PWA and kiosk renderer are; defaults to the workspaces' dist folders. */
  PWA_DIST: z.string().optional(),
  KIOSK_DIST: z.string().optional(),
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
  cookieSecure: "auto" | "true" | "false";
  trustProxy: boolean;
  seedDemo: boolean;
  pwaDist: string;
  kioskDist: string;
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: databaseConfig(e.DATABASE_URL, dataDir, e.DATABASE_SCHEMA),
    secretKey: e.SECRET_KEY,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    pwaDist: path.resolve(e.PWA_DIST ?? path.join(repoRoot, "pwa/dist")),
    kioskDist: path.resolve(e.KIOSK_DIST ?? path.join(repoRoot, "kiosk/dist/renderer")),
  };
}
