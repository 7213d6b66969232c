import { type ErrorCode, errorCodeValues, type RegistrationImportResult } from "@confreg/shared";
import { csrfToken } from "#api/client";
import { ApiClientError } from "#api/errors";

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === "string" && (errorCodeValues as readonly string[]).includes(code);

/**
 * Uploads a registration sheet for a conference (spec 002 §2 import): sent with XMLHttpRequest, whose
 * upload events give the percentage sent; then the server checks every row. An error answer throws the
 * API's error (IMPORT_ROWS_INVALID carries the refused rows in its details).
 */
export function uploadRegistrationSheet(
  conferenceId: number,
  file: File,
  onSent: (percent: number) => void,
): Promise<RegistrationImportResult> {
  const body = new FormData();
  body.set("file", file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/conferences/${conferenceId}/registration-sheets/uploads`);
    xhr.setRequestHeader("x-csrf-token", csrfToken());
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onSent(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiClientError(0, "UNAVAILABLE", "network", undefined));
    xhr.onload = () => {
      const answer = (xhr.response ?? {}) as {
        code?: unknown;
        message?: string;
        details?: Record<string, unknown>;
      };
      if (xhr.status >= 200 && xhr.status < 300)
        return resolve(answer as unknown as RegistrationImportResult);
      const code = isErrorCode(answer.code) ? answer.code : xhr.status >= 500 ? "INTERNAL" : "BAD_REQUEST";
      reject(new ApiClientError(xhr.status, code, answer.message ?? `HTTP ${xhr.status}`, answer.details));
    };
    xhr.send(body);
  });
}
