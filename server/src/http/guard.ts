import {
  type AdminAccount,
  AppError,
  type ErrorCode,
  hasPermission,
  idParam,
  inConferenceScope,
  type Permission,
} from "@confreg/shared";
import type { Context, MiddlewareHandler } from "hono";
import { requireAdmin } from "./admin-account";
import type { AppEnv } from "./env";

/** The conferences a request may touch: one conference, or (null) every conference of the account's scope. */
export type ConferenceScope = number | null;

/** Where a route's conference comes from, declared with the route (`scopes.*`). */
export type ScopeSource = {
  kind: "conferenceParam" | "conferenceQuery" | "record" | "global";
  /** For a record: its table, and the path parameter that names it (published with the route). */
  record?: { table: string; param: string };
  /** What resolving it may answer besides the guard's own codes: a record's "not found" code. */
  errors?: readonly ErrorCode[];
  resolve: (c: Context<AppEnv>, admin: AdminAccount) => Promise<ConferenceScope>;
};

/** What a guarded handler reads: the signed-in account and the conference scope the guard settled. */
export type GuardedEnv = { Variables: { admin: AdminAccount; scope: ConferenceScope } };

function parseId(raw: string | undefined, path: string): number {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success)
    throw new AppError("VALIDATION_FAILED", { fields: [{ path, code: "validation.invalid" }] });
  return parsed.data;
}

/** Tables whose rows belong to a conference, and how to find it. */
const recordConference = {
  registrations: (c: Context<AppEnv>, id: number) =>
    c
      .get("deps")
      .db.selectFrom("registrations")
      .select("conferenceId")
      .where("id", "=", id)
      .where("isDeleted", "=", 0)
      .executeTakeFirst(),
  payLines: (c: Context<AppEnv>, id: number) =>
    c
      .get("deps")
      .db.selectFrom("payLines")
      .innerJoin("registrations", "registrations.id", "payLines.registrationId")
      .select("registrations.conferenceId")
      .where("payLines.id", "=", id)
      .where("registrations.isDeleted", "=", 0)
      .executeTakeFirst(),
  /** An alert about an order nobody knows has no conference: only accounts of every conference see it. */
  paymentAlerts: async (c: Context<AppEnv>, id: number) => {
    const row = await c
      .get("deps")
      .db.selectFrom("paymentAlerts")
      .select("conferenceId")
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { conferenceId: row.conferenceId ?? 0 };
  },
  invoices: (c: Context<AppEnv>, id: number) =>
    c
      .get("deps")
      .db.selectFrom("invoices")
      .innerJoin("registrations", "registrations.id", "invoices.registrationId")
      .select("registrations.conferenceId")
      .where("invoices.id", "=", id)
      .where("registrations.isDeleted", "=", 0)
      .executeTakeFirst(),
  /** A message belongs to the conference of the registration it is about; others are no one's mail list. */
  outbox: (c: Context<AppEnv>, id: number) =>
    c
      .get("deps")
      .db.selectFrom("outbox")
      .innerJoin("registrations", "registrations.id", "outbox.registrationId")
      .select("registrations.conferenceId")
      .where("outbox.id", "=", id)
      .where("registrations.isDeleted", "=", 0)
      .executeTakeFirst(),
  groups: (c: Context<AppEnv>, id: number) =>
    c.get("deps").db.selectFrom("groups").select("conferenceId").where("id", "=", id).executeTakeFirst(),
  kioskDevices: (c: Context<AppEnv>, id: number) =>
    c
      .get("deps")
      .db.selectFrom("kioskDevices")
      .select("conferenceId")
      .where("id", "=", id)
      .executeTakeFirst(),
  /** An account of every conference belongs to none: only accounts of every conference see it. */
  adminAccounts: async (c: Context<AppEnv>, id: number) => {
    const row = await c
      .get("deps")
      .db.selectFrom("adminAccounts")
      .select("conferenceId")
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { conferenceId: row.conferenceId ?? 0 };
  },
  acceptedPapers: (c: Context<AppEnv>, id: number) =>
    c
      .get("deps")
      .db.selectFrom("acceptedPapers")
      .select("conferenceId")
      .where("id", "=", id)
      .executeTakeFirst(),
};

/** The ways a route names its conference. Out of scope: 403 for a named conference, 404 for a record. */
export const scopes = {
  /** A conference id in the path: it must be in the account's scope. */
  conferenceParam: (name = "conferenceId"): ScopeSource => ({
    kind: "conferenceParam",
    resolve: async (c, admin) => {
      const conferenceId = parseId(c.req.param(name), name);
      if (!inConferenceScope(admin, conferenceId)) throw new AppError("FORBIDDEN", { conferenceId });
      return conferenceId;
    },
  }),
  /** An optional conference filter in the query: without it, the account's whole scope. */
  conferenceQuery: (name = "conferenceId"): ScopeSource => ({
    kind: "conferenceQuery",
    resolve: async (c, admin) => {
      const raw = c.req.query(name);
      if (raw === undefined || raw === "") return admin.conferenceId;
      const conferenceId = parseId(raw, name);
      if (!inConferenceScope(admin, conferenceId)) throw new AppError("FORBIDDEN", { conferenceId });
      return conferenceId;
    },
  }),
  /** A record named by a path id: its conference must be in scope, else it does not exist for this account. */
  record: (table: keyof typeof recordConference, notFound: ErrorCode, param = "id"): ScopeSource => ({
    kind: "record",
    record: { table, param },
    errors: [notFound],
    resolve: async (c, admin) => {
      const row = await recordConference[table](c, parseId(c.req.param(param), param));
      if (!row || !inConferenceScope(admin, row.conferenceId)) throw new AppError(notFound);
      return row.conferenceId;
    },
  }),
  /** Not about one conference: the permission alone decides (some hold only for all-conferences accounts). */
  global: { kind: "global", resolve: async () => null } satisfies ScopeSource,
};

/**
 * The back office's route guard: a signed-in account (re-read on every request), the permission from the
 * shared table, then the conference scope. Handlers read `admin` and `scope`; none checks a role or a
 * scope by hand.
 */
export function adminGuard(
  permission: Permission | "signedIn",
  source: ScopeSource,
): MiddlewareHandler<AppEnv & GuardedEnv> {
  return async (guarded, next) => {
    const c = guarded as unknown as Context<AppEnv>;
    const admin = await requireAdmin(c);
    if (permission !== "signedIn" && !hasPermission(admin, permission)) {
      throw new AppError("FORBIDDEN", { permission });
    }
    guarded.set("admin", admin);
    guarded.set("scope", await source.resolve(c, admin));
    await next();
  };
}
