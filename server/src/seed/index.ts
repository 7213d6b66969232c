import { type Kysely, sql } from "kysely";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import { AccountPool, type DemoCredential, preparePasswords, seedAdmins, seedDemoAttendee } from "./accounts";
import { seedCongress } from "./conferences/congress";
import { seedDues } from "./conferences/dues";
import { seedInternational } from "./conferences/international";
import { day, iso, type SeedContext } from "./context";
import { planDemoAttendee, seedSavedProfiles } from "./demo-attendee";
import { type DemoFile, demoFiles } from "./files";
import { planGroups } from "./groups";
import { MemberList, seedAcceptedPapers, seedDemoAttendeePapers } from "./papers";
import { PeopleFactory } from "./people";
import { createRandom } from "./random";
import { CongressPlanner, planCongress } from "./registrations/congress";
import { planDues } from "./registrations/dues";
import { planInternational, seedAgreements } from "./registrations/international";
import { actOut } from "./registrations/run";
import type { Written } from "./registrations/story";
import { seedSociety } from "./society";

export type { DemoCredential } from "./accounts";
export type { DemoFile } from "./files";

export type SeedOptions = {
  pii: Pii;
  now: Date;
  /** Puts a demo image into upload storage; the registrations' vouchers and student cards point at them. */
  storeFile?: (file: DemoFile) => Promise<void>;
};

/** The same data on every run (passwords and encryption aside). */
const seed = 20_240_601;

/**
 * Fills an empty database with demo data: the society's settings, three conferences (a paid congress, an
 * English dollar conference, an invoice-only one), about 220 registrations, admin accounts and a demo
 * attendee. The configuration and the people are written directly; every registration and what happens to
 * it afterwards goes through the product's own services, step by step at its own time (registrations/run.ts),
 * so the demo holds only what the product can reach. Returns the generated credentials (shown once, stored
 * only as hashes), or null without touching anything when the database already has conferences.
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<{ accounts: DemoCredential[] } | null> {
  if (await hasConferences(db)) return null;
  const files = demoFiles();
  if (options.storeFile) for (const file of Object.values(files)) await options.storeFile(file);
  const passwords = await preparePasswords(6);
  const random = createRandom(seed);
  const ctx: SeedContext = {
    db,
    pii: options.pii,
    now: options.now,
    random,
    people: new PeopleFactory(random),
    files,
    adminId: 0,
    staffIds: new Map(),
    taxNumbers: new Map(),
  };
  const prepared = await transact(
    db,
    async (tx) => {
      // A second process starting at the same moment waits here, then sees the conferences and backs off.
      if (tx.dialect === "postgres") await sql`select pg_advisory_xact_lock(${seedLock})`.execute(tx.db);
      if (await hasConferences(tx.db)) return null;
      return prepare({ ...ctx, db: tx.db }, passwords);
    },
    { at: options.now },
  );
  if (!prepared) return null;
  const written = await actOut(ctx, db, prepared.plans);
  await transact(db, (tx) => finish({ ...ctx, db: tx.db }, written, prepared.demoPeople), {
    at: options.now,
  });
  return { accounts: prepared.credentials };
}

/** A lock number of the demo seed's own (Postgres advisory locks). */
const seedLock = 20_240_601;

async function hasConferences(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom("conferences").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The configuration, the accounts and the people, and what each registrant will do. */
async function prepare(ctx: SeedContext, passwords: Awaited<ReturnType<typeof preparePasswords>>) {
  const year = new Date(ctx.now.getTime() + 70 * day).getUTCFullYear();
  await seedSociety(ctx, iso(ctx.now.getTime() - 100 * day));
  const congress = await seedCongress(ctx, year);
  const international = await seedInternational(ctx, year);
  const dues = await seedDues(ctx, year);
  const [demoPassword, ...adminPasswords] = passwords;
  if (!demoPassword) throw new Error("demo seed: no prepared password");
  const credentials = await seedAdmins(ctx, [congress, international, dues], adminPasswords);

  const members = new MemberList(ctx);
  const accounts = new AccountPool(ctx);
  const planner = new CongressPlanner(ctx, congress, accounts, members);
  const demoPerson = { ...ctx.people.chinese(), email: "demo@example.com" };
  const demo = await seedDemoAttendee(ctx, demoPerson, demoPassword);
  const demoPeople = {
    accountId: demo.accountId,
    person: demoPerson,
    colleague: ctx.people.chinese({ student: true, unit: [demoPerson.unit, demoPerson.unitEn] }),
  };
  const authors = await seedAcceptedPapers(ctx, congress);
  await seedDemoAttendeePapers(ctx, congress, demoPerson);

  const plans = [
    ...(await planDemoAttendee(ctx, planner, international, demoPeople)),
    ...(await planGroups(ctx, congress, planner)),
    ...(await planCongress(planner, authors, 130)),
    ...(await planInternational(ctx, international, accounts, 42)),
    ...(await planDues(ctx, dues, accounts, 25)),
  ];
  await members.addOthers(40);
  return { plans, credentials: [...credentials, demo.credential], demoPeople };
}

/** What follows from the registrations: agreements of the paid students, the demo attendee's saved people. */
async function finish(
  ctx: SeedContext,
  written: Written[],
  demoPeople: Parameters<typeof seedSavedProfiles>[1],
) {
  await seedAgreements(ctx, written);
  await seedSavedProfiles(ctx, demoPeople);
}

export * from "./builders/accounts";
export * from "./builders/checkin";
export * from "./builders/conference";
export * from "./builders/registration";
export { generateIdNumber, generatePhone } from "./people";
export { createRandom, type Random } from "./random";
