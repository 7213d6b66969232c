import { createHash, randomBytes } from "node:crypto";
import { AppError } from "@confreg/shared";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { secureCookies } from "./client";
import { issueCsrfToken } from "./csrf";
import type { AppEnv, SessionKind, SessionRef } from "./env";

/** Attendee and admin sessions live side by side, so staff can test the attendee site in one browser. */
const cookieName: Record<SessionKind, string> = { attendee: "confreg_sid", admin: "confreg_admin_sid" };
const lifetimeMs: Record<SessionKind, number> = { attendee: 30 * 24 * 3600_000, admin: 12 * 3600_000 };
/** How often a session's last-seen time (and sliding expiry) is written, at most. */
const touchEveryMs = 60_000;

/** A session's id: the hash of its cookie token (the token itself is stored nowhere). */
export const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");
const kinds: SessionKind[] = ["attendee", "admin"];

/** Loads the sessions named by the request's cookies; expired or unknown ones are ignored. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, now } = c.get("deps");
  const sessions: Partial<Record<SessionKind, SessionRef>> = {};
  for (const kind of kinds) {
    const token = getCookie(c, cookieName[kind]);
    if (!token) continue;
    const id = sessionIdOf(token);
    const row = await db
      .selectFrom("sessions")
      .select(["id", "accountId", "expireTime", "lastSeenTime"])
      .where("id", "=", id)
      .where("kind", "=", kind)
      .executeTakeFirst();
    const at = now();
    if (!row || row.expireTime <= at.toISOString()) continue;
    sessions[kind] = { id: row.id, accountId: row.accountId };
    if (at.getTime() - Date.parse(row.lastSeenTime) > touchEveryMs) {
      await db
        .updateTable("sessions")
        .set({
          lastSeenTime: at.toISOString(),
          expireTime: new Date(at.getTime() + lifetimeMs[kind]).toISOString(),
        })
        .where("id", "=", id)
        .execute();
    }
  }
  c.set("sessions", sessions);
  await next();
};

/** Signs in: any earlier session of this kind in this browser is destroyed and a new id issued. */
export async function startSession(c: Context<AppEnv>, kind: SessionKind, accountId: number): Promise<void> {
  const { db, now } = c.get("deps");
  const previous = c.get("sessions")[kind];
  if (previous) await db.deleteFrom("sessions").where("id", "=", previous.id).execute();
  const token = randomBytes(32).toString("base64url");
  const at = now();
  await db
    .insertInto("sessions")
    .values({
      id: sessionIdOf(token),
      kind,
      accountId,
      createTime: at.toISOString(),
      lastSeenTime: at.toISOString(),
      expireTime: new Date(at.getTime() + lifetimeMs[kind]).toISOString(),
      userAgent: (c.req.header("user-agent") ?? "").slice(0, 200),
    })
    .execute();
  setCookie(c, cookieName[kind], token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: secureCookies(c),
    maxAge: Math.floor(lifetimeMs[kind] / 1000),
  });
  c.get("sessions")[kind] = { id: sessionIdOf(token), accountId };
  issueCsrfToken(c);
}

export async function endSession(c: Context<AppEnv>, kind: SessionKind): Promise<void> {
  const current = c.get("sessions")[kind];
  if (current) await c.get("deps").db.deleteFrom("sessions").where("id", "=", current.id).execute();
  delete c.get("sessions")[kind];
  if (getCookie(c, cookieName[kind]))
    deleteCookie(c, cookieName[kind], { path: "/", secure: secureCookies(c) });
  issueCsrfToken(c);
}

/** The signed-in account of this kind, or 401. */
export function requireSession(c: Context<AppEnv>, kind: SessionKind): SessionRef {
  const session = c.get("sessions")[kind];
  if (!session) throw new AppError("UNAUTHENTICATED");
  return session;
}

/**
 * The signed-in attendee, re-checked against the account on every request like an administrator's: a
 * disabled account's session ends at once.
 */
export async function requireAttendee(c: Context<AppEnv>): Promise<SessionRef> {
  const session = requireSession(c, "attendee");
  const account = await c
    .get("deps")
    .db.selectFrom("attendeeAccounts")
    .select("isDisabled")
    .where("id", "=", session.accountId)
    .executeTakeFirst();
  if (!account || account.isDisabled) {
    await endSession(c, "attendee");
    throw new AppError("UNAUTHENTICATED");
  }
  return session;
}
