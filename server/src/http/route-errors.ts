import { apiError, type ErrorCode, errorCodes } from "@confreg/shared";
import type { RouteConfig } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import { isBearerPath, isUploadPath } from "./paths";

/**
 * The error codes a route may answer (STYLE.md: "each endpoint's possible codes declared with its schema",
 * like an atproto lexicon's `errors`). A route writes what its handler and what it calls can throw; what
 * every route of a kind can answer is added here, once, from the route's shape.
 */
export const routeErrors = {
  /** Any route: an unexpected failure. */
  every: ["INTERNAL"],
  /** A route with input (path, query or body): the schema refuses it (a JSON body that is not JSON: 400). */
  input: ["VALIDATION_FAILED", "BAD_REQUEST"],
  /** A request with a body over the JSON limit, refused before it is read (an upload's limit: its own). */
  body: ["PAYLOAD_TOO_LARGE"],
  upload: ["UPLOAD_TOO_LARGE"],
  /** A cookie-authenticated mutation without its token (http/csrf.ts). */
  csrf: ["CSRF_FAILED"],
  /** A back-office route: its guard (signed in, permission, conference scope). */
  admin: ["UNAUTHENTICATED", "FORBIDDEN"],
  /** A route for the signed-in attendee (`requireAttendee`). */
  attendee: ["UNAUTHENTICATED"],
} as const satisfies Record<string, readonly ErrorCode[]>;

const mutating = (method: string) => !["get", "head", "options"].includes(method.toLowerCase());

/** The codes every route of this shape can answer, whatever its handler does. */
function shapeErrors(route: RouteConfig): readonly ErrorCode[] {
  const { request } = route;
  const hasInput = !!(request?.params || request?.query || request?.body || request?.headers);
  const fullPath = `/api${route.path}`;
  const cookieMutation = mutating(route.method) && !isBearerPath(fullPath);
  return [
    ...routeErrors.every,
    ...(hasInput ? routeErrors.input : []),
    ...(request?.body ? (isUploadPath(fullPath) ? routeErrors.upload : routeErrors.body) : []),
    ...(cookieMutation ? routeErrors.csrf : []),
  ];
}

/** The route's codes, its own and its shape's, each once, in the order of the error table. */
export function declaredCodes(route: RouteConfig, own: readonly ErrorCode[]): ErrorCode[] {
  const codes = new Set([...shapeErrors(route), ...own]);
  return (Object.keys(errorCodes) as ErrorCode[]).filter((code) => codes.has(code));
}

/** The OpenAPI error responses for these codes: one per HTTP status, its body's `code` one of them. */
export function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = errorCodes[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, ofStatus]) => [
      status,
      {
        description: `Error: ${ofStatus.join(", ")}`,
        content: {
          "application/json": {
            schema: apiError.extend({ code: z.enum(ofStatus as [ErrorCode, ...ErrorCode[]]) }),
          },
        },
      },
    ]),
  );
}
