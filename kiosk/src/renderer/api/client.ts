import {
  apiError,
  type EnrolInput,
  type Enrolment,
  type ErrorCode,
  enrolment,
  type SyncPage,
  syncPage,
} from "@confreg/shared";
import type { z } from "zod";

export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

/** The server answered with an error (`{ code, message, details }`). */
export class KioskApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;

  constructor(status: number, code: ErrorCode, message: string) {
    super(message);
    this.name = "KioskApiError";
    this.status = status;
    this.code = code;
  }
}

/** The server could not be reached (offline, wrong address, CORS, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("The server could not be reached", { cause });
    this.name = "NetworkError";
  }
}

/** The server answered something this kiosk does not understand (another sync version, not our server). */
export class UnsupportedAnswerError extends Error {
  constructor(what: string) {
    super(`Unexpected answer from the server: ${what}`);
    this.name = "UnsupportedAnswerError";
  }
}

/** True for the answers that mean this kiosk's token no longer works. */
export function isEnrolmentRejected(error: unknown): boolean {
  return (
    error instanceof KioskApiError &&
    error.status === 401 &&
    (error.code === "DEVICE_REVOKED" || error.code === "UNAUTHENTICATED")
  );
}

/** "host:3000" or "https://host/" become "http://host:3000" and "https://host"; null when not a URL. */
export function normaliseServerUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || (/^[a-z][a-z\d+.-]*:\/\//i.test(text) && !/^https?:\/\//i.test(text))) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `http://${text}`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return null;
  }
}

async function request<T extends z.ZodType>(
  fetchFn: FetchFn,
  url: string,
  init: RequestInit,
  schema: T,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiError.safeParse(body);
    if (parsed.success) throw new KioskApiError(response.status, parsed.data.code, parsed.data.message);
    throw new UnsupportedAnswerError(`HTTP ${response.status}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UnsupportedAnswerError(url.replace(/\?.*$/, ""));
  return parsed.data;
}

/** The kiosk's two calls. Answers are checked against the shared schemas, which also drop unknown fields. */
export function createKioskApi(serverUrl: string, fetchFn: FetchFn) {
  return {
    enrol(input: EnrolInput): Promise<Enrolment> {
      return request(
        fetchFn,
        `${serverUrl}/api/kiosk/enrol`,
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(input) },
        enrolment,
      );
    },
    sync(token: string, cursor: number, limit: number, signal?: AbortSignal): Promise<SyncPage> {
      const query = new URLSearchParams({ cursor: String(cursor), limit: String(limit) });
      return request(
        fetchFn,
        `${serverUrl}/api/kiosk/sync?${query}`,
        { headers: { Authorization: `Bearer ${token}` }, cache: "no-store", ...(signal ? { signal } : {}) },
        syncPage,
      );
    },
  };
}

export type KioskApi = ReturnType<typeof createKioskApi>;

/** The browser's fetch, bound (calling an unbound `fetch` throws "Illegal invocation"). */
export const browserFetch: FetchFn = (url, init) => fetch(url, init);
