import type { AdminRole } from "@confreg/shared";
import { generatePassword, hashPassword } from "#features/auth";
import { insertAdmin, insertAttendee } from "./builders/accounts";
import type { ConferenceKit } from "./conferences/kit";
import { iso, type SeedContext } from "./context";
import type { DemoPerson } from "./people";

export type DemoCredential = {
  username: string;
  password: string;
  role: string;
  conferenceTitle: string | null;
};

/** A generated password and its hash, made before the seed's transaction (hashing is slow on purpose). */
export type PreparedPassword = { password: string; hash: string };
export async function preparePasswords(count: number): Promise<PreparedPassword[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const password = generatePassword();
      return { password, hash: await hashPassword(password) };
    }),
  );
}

/**
 * The administrator of all conferences ("admin"), one staff account per conference, and check-in staff for
 * the first conference's registration desk (DOMAIN.md §9).
 */
export async function seedAdmins(
  ctx: SeedContext,
  kits: ConferenceKit[],
  passwords: PreparedPassword[],
): Promise<DemoCredential[]> {
  const at = iso(ctx.now.getTime() - 90 * 24 * 3600_000);
  const [first, desk, ...rest] = passwords;
  if (!first || !desk || rest.length < kits.length)
    throw new Error("demo seed: not enough prepared passwords");
  const admin = await insertAdmin(ctx.db, {
    username: "admin",
    // Reserved example domain: a reset code for the demo accounts lands in the development outbox.
    email: "secretariat@example.org",
    role: 1 as AdminRole,
    passwordHash: first.hash,
    createTime: at,
  });
  ctx.adminId = admin.account.id;
  const credentials: DemoCredential[] = [
    { username: "admin", password: first.password, role: "administrator", conferenceTitle: null },
  ];
  for (const [index, kit] of kits.entries()) {
    const prepared = rest[index] as PreparedPassword;
    const username = `staff-${kit.conference.systemCode.toLowerCase()}`;
    const staff = await insertAdmin(ctx.db, {
      username,
      email: `${username}@example.org`,
      role: 2 as AdminRole,
      conferenceId: kit.conference.id,
      passwordHash: prepared.hash,
      createTime: kit.conference.createTime,
    });
    ctx.staffIds.set(kit.conference.id, staff.account.id);
    credentials.push({
      username,
      password: prepared.password,
      role: "staff",
      conferenceTitle: kit.conference.titleZh,
    });
  }
  const [congress] = kits;
  if (congress) {
    const username = `checkin-${congress.conference.systemCode.toLowerCase()}`;
    await insertAdmin(ctx.db, {
      username,
      email: `${username}@example.org`,
      role: 3 as AdminRole,
      conferenceId: congress.conference.id,
      passwordHash: desk.hash,
      createTime: congress.conference.createTime,
    });
    credentials.push({
      username,
      password: desk.password,
      role: "check-in",
      conferenceTitle: congress.conference.titleZh,
    });
  }
  return credentials;
}

/**
 * Attendee accounts of the demo registrants. They sign in through the unified sign-in service in real life,
 * so they have no local password; some registrants also register colleagues from their account.
 */
export class AccountPool {
  readonly #ctx: SeedContext;
  readonly #ids: number[] = [];
  /** How many registrations each account makes: a colleague registers a few people, not dozens. */
  readonly #uses = new Map<number, number>();

  constructor(ctx: SeedContext) {
    this.#ctx = ctx;
  }

  async own(person: DemoPerson, at: number): Promise<number> {
    const { account } = await insertAttendee(this.#ctx.db, {
      email: person.email,
      phone: person.phone.startsWith("00") ? null : person.phone,
      name: person.name,
      unifyId: `U${this.#ctx.random.digits(10, true)}`,
      password: null,
      createTime: iso(at),
    });
    this.#ids.push(account.id);
    return account.id;
  }

  /** Mostly the person's own account; sometimes a colleague's who registers for them. */
  async forPerson(person: DemoPerson, at: number): Promise<number> {
    const colleagues = this.#ids.filter((id) => (this.#uses.get(id) ?? 0) < 3);
    const id =
      colleagues.length > 5 && this.#ctx.random.chance(0.15)
        ? this.#ctx.random.pick(colleagues)
        : await this.own(person, at);
    this.#uses.set(id, (this.#uses.get(id) ?? 0) + 1);
    return id;
  }
}

/** The demo attendee who can sign in with a password: demo@example.com. */
export async function seedDemoAttendee(ctx: SeedContext, person: DemoPerson, prepared: PreparedPassword) {
  const { account } = await insertAttendee(ctx.db, {
    email: person.email,
    phone: person.phone,
    name: person.name,
    passwordHash: prepared.hash,
    createTime: iso(ctx.now.getTime() - 20 * 24 * 3600_000),
  });
  const credential: DemoCredential = {
    username: person.email,
    password: prepared.password,
    role: "attendee",
    conferenceTitle: null,
  };
  return { accountId: account.id, credential };
}
