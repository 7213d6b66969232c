import { type ErrorCode, errorCodeValues, type RegistrationImportResult } from "@confreg/shared";
import { csrfToken, refusedToken } from "#api/client";
import { ApiClientError } from "#api/errors";

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === "string" && (errorCodeValues as readonly string[]).includes(code);

type Answer = {
  status: number;
  body: { code?: unknown; message?: string; details?: Record<string, unknown> };
};

/** One POST of the form with XMLHttpRequest, whose upload events give the percentage sent. */
function post(url: string, body: FormData, onSent: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("x-csrf-token", csrfToken());
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onSent(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiClientError(0, "UNAVAILABLE", "network", undefined));
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response ?? {} });
    xhr.send(body);
  });
}

/**
 * Uploads a registration sheet for a conference (spec 002 §2 import), with the upload's progress; then the
 * server checks every row. A refused CSRF token (another tab signed in or out) is sent again once with the
 * fresh one, as the typed client does. An error answer throws the API's error (IMPORT_ROWS_INVALID carries
 * the refused rows in its details).
 */
export async function uploadRegistrationSheet(
  conferenceId: number,
  file: File,
  onSent: (percent: number) => void,
): Promise<RegistrationImportResult> {
  const form = new FormData();
  form.set("file", file);
  const url = `/api/admin/conferences/${conferenceId}/registration-sheets/uploads`;
  let answer = await post(url, form, onSent);
  if (refusedToken(answer.status, answer.body)) answer = await post(url, form, onSent);
  const { status, body } = answer;
  if (status >= 200 && status < 300) return body as unknown as RegistrationImportResult;
  const code = isErrorCode(body.code) ? body.code : status >= 500 ? "INTERNAL" : "BAD_REQUEST";
  throw new ApiClientError(status, code, body.message ?? `HTTP ${status}`, body.details);
}
