import type { AppType } from "@confreg/server/app-type";
import { type ErrorCode, errorCodeValues } from "@confreg/shared";
import { hc } from "hono/client";
import { ApiClientError } from "./errors";

const csrfCookie = "confreg_csrf";

function readCookie(name: string): string {
  const found = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : "";
}

/** The CSRF token to echo on a mutation sent outside the typed client (an upload with progress). */
export const csrfToken = () => readCookie(csrfCookie);

const send = (input: Parameters<typeof fetch>[0], init: RequestInit, csrf: boolean) => {
  const headers = new Headers(init.headers);
  if (csrf) headers.set("x-csrf-token", readCookie(csrfCookie));
  return fetch(input, { ...init, headers, credentials: "same-origin" });
};

type ErrorBody = { code?: unknown; details?: { reason?: unknown } } | null;

/**
 * An answer refusing the CSRF token (not a foreign origin): the server has just set a fresh cookie with it,
 * so the request may be sent once more.
 */
export const refusedToken = (status: number, body: ErrorBody): boolean =>
  status === 403 && body?.code === "CSRF_FAILED" && body.details?.reason !== "origin";

async function tokenRefused(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as ErrorBody;
  return refusedToken(res.status, body);
}

/**
 * Same-origin fetch that echoes the CSRF cookie on every mutation. Tokens are bound to the browser's
 * sessions and re-issued at sign-in and sign-out (another tab may have done either), so a refused token
 * is retried once, automatically, with the fresh cookie that came with the refusal.
 */
const csrfFetch: typeof fetch = async (input, init = {}) => {
  const method = (init.method ?? "GET").toUpperCase();
  const mutation = method !== "GET" && method !== "HEAD";
  const res = await send(input, init, mutation);
  const replayable = !(init.body instanceof ReadableStream);
  if (!mutation || !replayable || !(await tokenRefused(res))) return res;
  return send(input, init, true);
};

/** The typed client of the server's routes (Hono RPC over the server's route types). */
export const api = hc<AppType>("/", { fetch: csrfFetch });

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === "string" && (errorCodeValues as readonly string[]).includes(code);

/** Awaits a client call and returns its JSON, or throws an ApiClientError for any error answer. */
export async function unwrap<T>(
  call: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  let res: Awaited<typeof call>;
  try {
    res = await call;
  } catch {
    throw new ApiClientError(0, "UNAVAILABLE", "network", undefined);
  }
  if (res.ok) return res.json();
  const body = (await res.json().catch(() => ({}))) as { code?: unknown; message?: string; details?: never };
  const code = isErrorCode(body.code) ? body.code : res.status >= 500 ? "INTERNAL" : "BAD_REQUEST";
  throw new ApiClientError(res.status, code, body.message ?? `HTTP ${res.status}`, body.details);
}
