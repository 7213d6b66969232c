import { apiError, type EnrolInput, type ErrorCode, type KioskEvent, syncVersion } from "@confreg/shared";
import { z } from "zod";
import {
  type BadgeTemplatesAnswer,
  badgeTemplatesAnswer,
  type EventsAnswer,
  eventsAnswer,
  type KioskEnrolment,
  type KioskPage,
  kioskEnrolment,
  kioskPage,
} from "./payload";

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

/** The server answered something this kiosk does not understand (not our server, or a broken answer). */
export class UnsupportedAnswerError extends Error {
  constructor(what: string) {
    super(`Unexpected answer from the server: ${what}`);
    this.name = "UnsupportedAnswerError";
  }
}

/** The server speaks another sync payload version than this kiosk: the kiosk needs an update. */
export class UnsupportedVersionError extends Error {
  constructor(readonly version: number) {
    super(`The server sent sync payload version ${version}; this kiosk reads version ${syncVersion}`);
    this.name = "UnsupportedVersionError";
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

/** True when the kiosk must be updated to sync with this server. */
export function needsUpdate(error: unknown): boolean {
  return (
    error instanceof UnsupportedVersionError ||
    (error instanceof KioskApiError && error.code === "SYNC_VERSION_UNSUPPORTED")
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

/**
 * Where a sync page starts and how long it may be (shared `syncQuery`), and how many events the kiosk
 * holds unsent (the back office's kiosk list shows it).
 */
export type SyncAt = {
  cursor: number;
  limit: number;
  remaining?: number | undefined;
  queued?: number | undefined;
};

/** The kiosk's calls. Answers are checked against the shared schemas, which also drop unknown fields. */
export function createKioskApi(serverUrl: string, fetchFn: FetchFn) {
  return {
    enrol(input: EnrolInput): Promise<KioskEnrolment> {
      return request(
        fetchFn,
        `${serverUrl}/api/kiosk/enrol`,
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(input) },
        kioskEnrolment,
      );
    },
    /**
     * A page of payload version `syncVersion`, the one this kiosk reads (any other: UnsupportedVersionError).
     * `remaining` is the previous page's, within one run: the server subtracts instead of counting again.
     */
    async sync(token: string, at: SyncAt, signal?: AbortSignal): Promise<KioskPage> {
      const query = new URLSearchParams({
        cursor: String(at.cursor),
        limit: String(at.limit),
        version: String(syncVersion),
      });
      if (at.remaining !== undefined) query.set("remaining", String(at.remaining));
      if (at.queued !== undefined) query.set("queued", String(at.queued));
      const body = await request(
        fetchFn,
        `${serverUrl}/api/kiosk/sync?${query}`,
        { headers: { Authorization: `Bearer ${token}` }, cache: "no-store", ...(signal ? { signal } : {}) },
        z.looseObject({ version: z.number().int() }),
      );
      // The version first: another version's page may not even look like one.
      if (body.version !== syncVersion) throw new UnsupportedVersionError(body.version);
      const page = kioskPage.safeParse(body);
      if (!page.success) throw new UnsupportedAnswerError("sync page");
      return page.data;
    },
    /**
     * Sends queued events (at most `kioskEventBatchLimit`); one result per event, in order. A revoked
     * device's token still works here, and only here, so it can hand over what it recorded.
     */
    async postEvents(token: string, events: KioskEvent[]): Promise<EventsAnswer> {
      return request(
        fetchFn,
        `${serverUrl}/api/kiosk/events`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({ events }),
        },
        eventsAnswer,
      );
    },
    /**
     * Opens the change stream (server-sent events, read with fetch for the bearer header). Resolves with
     * the open body once the server accepted the token; errors as the other calls.
     */
    async openStream(token: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
      let response: Response;
      try {
        response = await fetchFn(`${serverUrl}/api/kiosk/stream`, {
          headers: { Accept: "text/event-stream", Authorization: `Bearer ${token}` },
          cache: "no-store",
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new NetworkError(error);
      }
      if (!response.ok || !response.body) {
        const parsed = apiError.safeParse(await response.json().catch(() => undefined));
        if (parsed.success) throw new KioskApiError(response.status, parsed.data.code, parsed.data.message);
        throw new UnsupportedAnswerError(`HTTP ${response.status}`);
      }
      return response.body;
    },
    /** The conference's badge templates, logos embedded: what the kiosk prints with, offline too. */
    badgeTemplates(token: string): Promise<BadgeTemplatesAnswer> {
      return request(
        fetchFn,
        `${serverUrl}/api/kiosk/badge-templates`,
        { headers: { Authorization: `Bearer ${token}` }, cache: "no-store" },
        badgeTemplatesAnswer,
      );
    },
    /** Revokes this kiosk's own token (un-enrolling). */
    async unenrol(token: string): Promise<void> {
      await request(
        fetchFn,
        `${serverUrl}/api/kiosk/device`,
        { method: "DELETE", headers: { Authorization: `Bearer ${token}` } },
        z.object({ ok: z.literal(true) }),
      );
    },
  };
}

export type KioskApi = ReturnType<typeof createKioskApi>;

/** The browser's fetch, bound (calling an unbound `fetch` throws "Illegal invocation"). */
export const browserFetch: FetchFn = (url, init) => fetch(url, init);
