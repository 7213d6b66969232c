import { type ErrorCode, errorCodes, type FieldError } from "@confreg/shared";
import { i18n } from "@lingui/core";

/** An error answer of the API: `{ code, message, details }` with its HTTP status. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> | undefined,
  ) {
    super(message);
    this.name = "ApiClientError";
  }

  /** Field errors of a 400 VALIDATION_FAILED, keyed by path. */
  get fields(): Record<string, FieldError> {
    const list = (this.details?.fields ?? []) as FieldError[];
    return Object.fromEntries(list.map((f) => [f.path, f]));
  }
}

/** The text to show for any failure, in the current language; `details` fill its placeholders ({max}). */
export function errorText(error: unknown): string {
  if (error instanceof ApiClientError) {
    const known = errorCodes[error.code];
    return known ? i18n._(known.message.id, error.details) : error.message;
  }
  return i18n._(errorCodes.UNAVAILABLE.message.id);
}
