/** What every case of `npm run bench` gets: the running server over a big database, and ways in. */

import type { DatabaseConfig, Pii, TestClient } from "@confreg/server/testing";
import type { KioskLookupCost } from "@confreg/shared";
import type { Browser } from "playwright-core";
import type { RunningServer } from "../../e2e/harness/server";

export type BenchContext = {
  /** `--quick`: a small database and one run each, so CI keeps the harness working. */
  quick: boolean;
  /** How many times each timed figure is measured (its median is reported). */
  runs: number;
  dialect: "sqlite" | "postgres";
  /** The Postgres server (DATABASE_URL) when the bench runs on Postgres. */
  postgresUrl: string | undefined;
  /** The product's server, started by `npm start`'s command (compiled JavaScript), with the data below. */
  server: RunningServer;
  /** The server's database, for raw baselines that run the same SQL with the bare driver. */
  database: DatabaseConfig;
  /** The server's personal-data service (same secret), for baselines that write what the product writes. */
  pii: Pii;
  /** The conference holding the bulk registrations. */
  conferenceId: number;
  /** How many registrations it holds (100,000; `--quick`: 5,000). */
  registrations: number;
  /** Its kiosks' ID look-up cost (`--lookup-cost`, default strong): what a scan costs in scrypt. */
  lookupCost: KioskLookupCost;
  /** An administrator of all conferences, signed in (one session for the whole run). */
  admin(): Promise<TestClient>;
  /** A pairing code for a kiosk of the conference (settings PIN `kioskPin`), issued by the administrator. */
  pairingCode(conferenceId: number): Promise<string>;
  /** A kiosk enrolled for the conference; its bearer token. */
  enrolKiosk(conferenceId: number, name: string): Promise<string>;
  /** Debian's Chromium, launched once and closed at the end. */
  browser(): Promise<Browser>;
};

/** The settings PIN of every kiosk the bench pairs. */
export const kioskPin = "2468";

/** One family of figures: measures the app and its raw baselines and records them (harness/results.ts). */
export type BenchCase = {
  name: string;
  run(context: BenchContext): Promise<void>;
};
