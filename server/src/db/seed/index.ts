import type { Kysely } from "kysely";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import { AccountPool, type DemoCredential, preparePasswords, seedAdmins, seedDemoAttendee } from "./accounts";
import { seedCheckins } from "./checkins";
import { seedCongress } from "./conferences/congress";
import { seedDues } from "./conferences/dues";
import { seedInternational } from "./conferences/international";
import { day, iso, type SeedContext } from "./context";
import { planDemoAttendee, seedSavedProfiles } from "./demo-attendee";
import { type DemoFile, demoFiles } from "./files";
import { finishGroups, planGroups } from "./groups";
import { MemberList, seedAcceptedPapers } from "./papers";
import { PeopleFactory } from "./people";
import { createRandom } from "./random";
import { CongressPlanner, planCongress } from "./registrations/congress";
import { planDues } from "./registrations/dues";
import { planInternational, seedAgreements } from "./registrations/international";
import { writeRegistration } from "./registrations/write";
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
 * English dollar conference, an invoice-only one), 220 registrations in consistent states, admin accounts and
 * a demo attendee. Returns the generated credentials (shown once, stored only as hashes), or null without
 * touching anything when the database already has conferences.
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<{ accounts: DemoCredential[] } | null> {
  if (await hasConferences(db)) return null;
  const files = demoFiles();
  if (options.storeFile) for (const file of Object.values(files)) await options.storeFile(file);
  const passwords = await preparePasswords(5);
  return transact(
    db,
    async (tx) => {
      const trx = tx.db;
      // Taking the counter's row lock first makes a second process starting at the same time wait, then see
      // the conferences and back off.
      await trx
        .updateTable("changeCounter")
        .set((eb) => ({ value: eb.ref("value") }))
        .where("id", "=", 1)
        .execute();
      if (await hasConferences(trx)) return null;
      const random = createRandom(seed);
      const ctx: SeedContext = {
        db: trx,
        pii: options.pii,
        now: options.now,
        random,
        people: new PeopleFactory(random),
        files,
        adminId: 0,
        staffIds: new Map(),
        taxNumbers: new Map(),
      };
      return { accounts: await fill(ctx, passwords) };
    },
    { at: options.now },
  );
}

async function hasConferences(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom("conferences").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}

async function fill(ctx: SeedContext, passwords: Awaited<ReturnType<typeof preparePasswords>>) {
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

  const plans = [
    ...(await planDemoAttendee(ctx, planner, international, demoPeople)),
    ...(await planGroups(ctx, congress, planner)),
    ...(await planCongress(planner, authors, 130)),
    ...(await planInternational(ctx, international, accounts, 42)),
    ...(await planDues(ctx, dues, accounts, 25)),
  ].sort((a, b) => a.createTime - b.createTime);
  await members.addOthers(40);

  const written = [];
  for (const plan of plans) written.push(await writeRegistration(ctx, plan));
  await finishGroups(ctx, written);
  await seedCheckins(ctx, written);
  await seedAgreements(ctx, written);
  await seedSavedProfiles(ctx, demoPeople);
  return [...credentials, demo.credential];
}

export * from "./builders/accounts";
export * from "./builders/checkin";
export * from "./builders/conference";
export * from "./builders/registration";
export { generateIdNumber, generatePhone } from "./people";
export { createRandom, type Random } from "./random";
