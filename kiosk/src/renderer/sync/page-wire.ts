import {
  type FetchFn,
  KioskApiError,
  NetworkError,
  type SyncAt,
  UnsupportedAnswerError,
  UnsupportedVersionError,
} from "#renderer/api/client";
import type { KioskPage } from "#renderer/api/payload";
import { apiPages } from "./page-source";

/** A page asked of the page worker (page-worker.ts), or an earlier request given up. */
export type PageRequest =
  | { kind: "page"; id: number; serverUrl: string; token: string; at: SyncAt }
  | { kind: "abort"; id: number };

/** What a failed page request says, so that the error reads the same after crossing to the screen. */
export type WireError =
  | { kind: "network" }
  | { kind: "api"; status: number; code: KioskApiError["code"]; message: string }
  | { kind: "version"; version: number }
  | { kind: "answer"; message: string }
  | { kind: "abort" }
  | { kind: "other"; message: string };

export type PageReply = { id: number; page: KioskPage } | { id: number; error: WireError };

export function encodeError(error: unknown): WireError {
  if (error instanceof NetworkError) return { kind: "network" };
  if (error instanceof KioskApiError)
    return { kind: "api", status: error.status, code: error.code, message: error.message };
  if (error instanceof UnsupportedVersionError) return { kind: "version", version: error.version };
  if (error instanceof UnsupportedAnswerError) return { kind: "answer", message: error.message };
  if (error instanceof DOMException && error.name === "AbortError") return { kind: "abort" };
  return { kind: "other", message: error instanceof Error ? error.message : String(error) };
}

export function decodeError(wire: WireError): Error {
  switch (wire.kind) {
    case "network":
      return new NetworkError(undefined);
    case "api":
      return new KioskApiError(wire.status, wire.code, wire.message);
    case "version":
      return new UnsupportedVersionError(wire.version);
    case "answer":
      return Object.assign(new UnsupportedAnswerError(""), { message: wire.message });
    case "abort":
      return new DOMException("The sync was stopped", "AbortError");
    case "other":
      return new Error(wire.message);
  }
}

/** Answers one page request as the kiosk's API client would in the screen's thread. */
export async function answerPageRequest(
  request: Extract<PageRequest, { kind: "page" }>,
  fetchFn: FetchFn,
  signal: AbortSignal,
): Promise<PageReply> {
  try {
    const page = await apiPages(fetchFn)(request.serverUrl, request.token)(request.at, signal);
    return { id: request.id, page };
  } catch (error) {
    return { id: request.id, error: encodeError(error) };
  }
}
