import { type RegistrationListFilterName, registrationListFilterNames } from "@confreg/shared";
import { fileNameOf, readWithProgress, saveFile } from "#admin/download";
import type { RegistrationListParams } from "#admin/queries/registrations";
import { api, unwrap } from "#api/client";

/** The list's filters only (no paging): what "export current" sends; "export all" sends the scope alone. */
export function exportParams(
  params: RegistrationListParams,
  all: boolean,
): Partial<Record<RegistrationListFilterName, string>> {
  const kept = all ? (["conferenceId"] as const) : registrationListFilterNames;
  return Object.fromEntries(kept.flatMap((name) => (params[name] ? [[name, params[name]]] : [])));
}

/**
 * Export current / export all (spec 002 §2): the server streams an .xlsx of every field (masked unless
 * the account may see personal data; audited); `onBytes` follows the download, the browser saves it.
 */
export async function downloadRegistrationSheet(
  query: Partial<Record<RegistrationListFilterName, string>>,
  onBytes: (received: number) => void,
): Promise<void> {
  const res = await api.api.admin["registration-sheets"].export.$get({ query });
  if (!res.ok) await unwrap(Promise.resolve(res));
  const blob = await readWithProgress(res as unknown as Response, onBytes);
  saveFile(blob, fileNameOf(res.headers.get("content-disposition"), "registrations.xlsx"));
}
