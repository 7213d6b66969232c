import type { RegistrationListParams } from "#admin/queries/registrations";
import { api, unwrap } from "#api/client";

/** The file name the server gave (RFC 6266 `filename*`), else a plain one. */
function fileNameOf(disposition: string | null): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  return encoded ? decodeURIComponent(encoded) : "checkin.csv";
}

/**
 * Export current (spec 002 §2): the page on screen as the server writes it (CSV, masked, audited), saved
 * by the browser; a refusal (permission, rate limit) throws the API's error like any other call.
 */
export async function downloadCheckinPage(params: RegistrationListParams): Promise<void> {
  const res = await api.api.admin["checkin-list"].export.$get({ query: params });
  if (!res.ok) await unwrap(Promise.resolve(res));
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameOf(res.headers.get("content-disposition"));
    link.click();
  } finally {
    // The click has handed the file to the browser; a moment later the address can go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
