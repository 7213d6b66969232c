import { cpSync } from "node:fs";
import path from "node:path";
import {
  type DatabaseConfig,
  fillCheckinQrs,
  fillKioskHashes,
  LocalDiskStorage,
  migrateToLatest,
  openDatabase,
  Pii,
  seedDemo,
} from "@confreg/server/testing";

export type SeededAccount = {
  username: string;
  password: string;
  role: string;
  conferenceTitle: string | null;
};

/**
 * A data folder with a migrated SQLite database seeded with the demo (confreg.sqlite and uploads/), its
 * secret and the accounts the seed made. The journeys' global setup makes one per run; every journey on
 * SQLite starts from a copy of it instead of seeding its own (4-6 s each on two cores).
 */
export type SeedTemplate = { dataDir: string; secret: string; accounts: SeededAccount[] };

/**
 * Migrates `database` and seeds the demo into it, its uploads under `dataDir`; the seed's accounts. With
 * `kioskColumns`, also fills the kiosk's look-up hashes and check-in codes, as the server's job does.
 */
export async function seedFresh(
  database: DatabaseConfig,
  dataDir: string,
  secret: string,
  options: { kioskColumns?: boolean } = {},
): Promise<SeededAccount[]> {
  const { db, close } = await openDatabase(database);
  try {
    await migrateToLatest(db);
    const storage = new LocalDiskStorage(path.join(dataDir, "uploads"));
    const pii = new Pii(Buffer.from(secret, "base64"));
    const seeded = await seedDemo(db, {
      pii,
      now: new Date(),
      storeFile: (file) => storage.put(file.storageKey, file.data),
    });
    if (!seeded) throw new Error("the fresh database was already seeded");
    if (options.kioskColumns) {
      // What the server's kiosk job would otherwise derive after every start (a scrypt per ID number,
      // 10-20 s of CPU beside the journey): done once, the copies' servers find nothing left to do.
      const deps = { db, pii, now: () => new Date() };
      while ((await fillCheckinQrs(deps)) > 0);
      while ((await fillKioskHashes(deps, { batch: 32 })) > 0);
    }
    return seeded.accounts;
  } finally {
    await close();
  }
}

/** Copies the template's data folder (the database, closed and checkpointed, and its uploads) to `dataDir`. */
export function copySeedTemplate(template: SeedTemplate, dataDir: string): void {
  cpSync(template.dataDir, dataDir, { recursive: true });
}

let current: SeedTemplate | undefined;

/** Set by the journeys' setup file in each test file; the bench never sets it and seeds afresh. */
export function setSeedTemplate(template: SeedTemplate | undefined): void {
  current = template;
}

export function seedTemplate(): SeedTemplate | undefined {
  return current;
}
