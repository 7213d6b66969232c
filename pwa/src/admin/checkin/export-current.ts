import { fileNameOf, saveFile } from "#admin/download";
import type { RegistrationListParams } from "#admin/queries/registrations";
import { api, unwrap } from "#api/client";

/**
 * Export current (spec 002 §2): the page on screen as the server writes it (CSV, masked, audited), saved
 * by the browser; a refusal (permission, rate limit) throws the API's error like any other call.
 */
export async function downloadCheckinPage(params: RegistrationListParams): Promise<void> {
  const checkinExport = api.api.admin["checkin-list"].export;
  const res = await checkinExport.$get({
    query: params as Parameters<typeof checkinExport.$get>[0]["query"],
  });
  if (!res.ok) await unwrap(Promise.resolve(res));
  saveFile(await res.blob(), fileNameOf(res.headers.get("content-disposition"), "checkin.csv"));
}
