import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type Database,
  type DatabaseConfig,
  databaseConfig,
  dropPostgresSchema,
  openDatabase,
  Pii,
  undeclaredErrorLog,
} from "@confreg/server/testing";
import type { Kysely } from "kysely";
import { copySeedTemplate, type SeededAccount, seedFresh, seedTemplate } from "./seed-template";

export type DemoAccount = SeededAccount;

export type RunningServer = {
  url: string;
  pid: number;
  /** The server's secret (base64), for tests that compute what the server computes. */
  secret: string;
  dataDir: string;
  /** The server's database, for checks that read it directly. */
  database: DatabaseConfig;
  accounts: DemoAccount[];
  /** What the server has written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
};

/** The demo account named `username`, or else the first whose name begins with it (`staff-ciac` …). */
export function demoAccount(server: Pick<RunningServer, "accounts">, username: string): DemoAccount {
  const found =
    server.accounts.find((a) => a.username === username) ??
    server.accounts.find((a) => a.username.startsWith(username));
  if (!found) throw new Error(`no demo account ${username}`);
  return found;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The compiled server `npm start` runs (`npm run build` makes it). */
function serverEntry(): string {
  const entry = path.join(repoRoot, "server/dist/main.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  return entry;
}

/** The environment that points a server process at this database. */
const databaseEnv = (database: DatabaseConfig): Record<string, string> =>
  database.kind === "postgres"
    ? { DATABASE_URL: database.url, ...(database.schema ? { DATABASE_SCHEMA: database.schema } : {}) }
    : { DATABASE_URL: `sqlite:${database.file}` };

/** The server's lines reporting an error code its route did not declare (server/src/http/declared-errors.ts). */
function failOnUndeclaredErrors(log: string): void {
  const lines = log.split("\n").filter((line) => line.includes(undeclaredErrorLog));
  if (lines.length > 0)
    throw new Error(`The server answered error codes its routes did not declare:\n${lines.join("\n")}`);
}

type ServerProcess = Pick<RunningServer, "url" | "pid" | "output"> & { kill(): Promise<void> };

/** The compiled server as a child process on a free port with this environment, once it answers. */
async function spawnServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let log = "";
  const child = spawn(process.execPath, [...nodeArgs, serverEntry()], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      // An error answer whose code its route did not declare is logged; stopping the server then fails.
      CHECK_DECLARED_ERRORS: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  await waitForHealth(url, child, () => log);
  return {
    url,
    pid: child.pid ?? 0,
    output: () => log,
    async kill() {
      // Already gone (exited, or killed by a signal, as a crash test does).
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      failOnUndeclaredErrors(log);
    },
  };
}

export type ServerOptions = {
  prepare?: (db: Kysely<Database>, pii: Pii) => Promise<void>;
  /** A Postgres database to use instead of SQLite: the run gets a fresh schema in it, dropped at stop. */
  postgresUrl?: string;
  /** More environment for the server process (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** Node options for the server process (e.g. `--cpu-prof` while profiling the bench). */
  nodeArgs?: string[];
};

/**
 * A fresh database seeded with the demo data (the credentials come back from the seed itself): on SQLite a
 * copy of the run's seeded template when the journeys' setup made one, else (Postgres, the bench) migrated
 * and seeded here; then the real server process on a free port, serving the built PWA and kiosk.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "confreg-e2e-"));
  const { postgresUrl } = options;
  const schema = postgresUrl ? `run_${randomBytes(6).toString("hex")}` : undefined;
  const database = databaseConfig(postgresUrl, dataDir, schema);
  const template = postgresUrl ? undefined : seedTemplate();
  const secret = template?.secret ?? randomBytes(32).toString("base64");
  let accounts: DemoAccount[];
  if (template) {
    copySeedTemplate(template, dataDir);
    accounts = template.accounts;
  } else {
    accounts = await seedFresh(database, dataDir, secret);
  }
  if (options.prepare) {
    const { db, close } = await openDatabase(database);
    try {
      await options.prepare(db, new Pii(Buffer.from(secret, "base64")));
    } finally {
      await close();
    }
  }

  const server = await spawnServer(
    { DATA_DIR: dataDir, SECRET_KEY: secret, ...databaseEnv(database), ...options.env },
    options.nodeArgs,
  );
  return {
    url: server.url,
    pid: server.pid,
    secret,
    dataDir,
    database,
    accounts,
    output: server.output,
    async stop() {
      try {
        await server.kill();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        if (postgresUrl && schema) await dropPostgresSchema(postgresUrl, schema);
      }
    },
  };
}

export type AnotherServer = Pick<RunningServer, "url" | "pid" | "output" | "stop">;

/**
 * One more server process on a running server's database, secret and data folder, neither migrating nor
 * seeding: a second machine behind a load balancer. Its `stop()` ends that process only; the data stays.
 */
export async function startAnotherServer(
  running: RunningServer,
  options: Pick<ServerOptions, "env" | "nodeArgs"> = {},
): Promise<AnotherServer> {
  const env = { DATA_DIR: running.dataDir, SECRET_KEY: running.secret, ...databaseEnv(running.database) };
  const server = await spawnServer({ ...env, ...options.env }, options.nodeArgs);
  return { url: server.url, pid: server.pid, output: server.output, stop: server.kill };
}
