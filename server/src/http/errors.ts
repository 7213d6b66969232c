import { type ApiError, AppError, type ErrorCode, errorCodes, type FieldError } from "@confreg/shared";
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./env";
import { translate } from "./i18n";

/** The one way the API answers with an error: status from the code, `{ code, message, details }`. */
export function errorBody(c: Context<AppEnv>, code: ErrorCode, details: Record<string, unknown> = {}) {
  const message = translate(c.get("locale") ?? "zh", errorCodes[code].message.id, details);
  const body: ApiError = { code, message, details };
  return c.json(body, errorCodes[code].status as ContentfulStatusCode);
}

/** Field errors with their text in the visitor's language. */
export function localizeFields(
  c: Context<AppEnv>,
  issues: { path: string; code: string; params?: Record<string, string | number> }[],
): FieldError[] {
  return issues.map((issue) => ({
    ...issue,
    message: translate(c.get("locale") ?? "zh", issue.code, issue.params),
  }));
}

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    const details = error.details;
    const fields = details?.fields as Parameters<typeof localizeFields>[1] | undefined;
    return errorBody(c, error.code, fields ? { ...details, fields: localizeFields(c, fields) } : details);
  }
  if (error instanceof HTTPException) {
    const code: ErrorCode =
      error.status === 401 ? "UNAUTHENTICATED" : error.status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
    return errorBody(c, error.status >= 500 ? "INTERNAL" : code);
  }
  c.get("deps")?.logger.error(
    { err: { name: error.name, message: error.message, stack: error.stack }, requestId: c.get("requestId") },
    "unhandled error",
  );
  return errorBody(c, "INTERNAL");
};
