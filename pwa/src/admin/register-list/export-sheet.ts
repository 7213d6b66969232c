import { groupList, lodgingList, registrationList } from "@confreg/shared";
import { fileNameOf, readWithProgress, saveFile } from "#admin/download";
import type { LodgingListParams } from "#admin/queries/lodging";
import type { RegistrationListParams } from "#admin/queries/registrations";
import { api, unwrap } from "#api/client";

type Filters<N extends string> = Partial<Record<N, string>>;
const registrationFilterNames = Object.keys(
  registrationList.filters,
) as (keyof typeof registrationList.filters)[];
const lodgingFilterNames = Object.keys(lodgingList.filters) as (keyof typeof lodgingList.filters)[];
/** Follows a download: the bytes received so far. */
export type OnBytes = (received: number) => void;

/** A list's filters only (no paging, no cursors, no column groups): what "export current" sends. */
export function filterParams<N extends string>(params: Filters<string>, names: readonly N[]): Filters<N> {
  return Object.fromEntries(
    names.flatMap((name) => (params[name] ? [[name, params[name]]] : [])),
  ) as Filters<N>;
}

/** The registration list's filters for "export current"; "export all" sends the scope alone. */
export const exportParams = (params: RegistrationListParams, all: boolean) =>
  filterParams(params, all ? (["conferenceId"] as const) : registrationFilterNames);

/**
 * The server streams the list's .xlsx (masked unless the account may see personal data; audited);
 * `onBytes` follows the download, and the browser saves it under the server's name.
 */
async function saveSheet(
  call: Promise<{ ok: boolean; status: number; json(): Promise<unknown>; headers: Headers }>,
  fallback: string,
  onBytes: OnBytes,
): Promise<void> {
  const res = await call;
  if (!res.ok) await unwrap(Promise.resolve(res));
  const blob = await readWithProgress(res as unknown as Response, onBytes);
  saveFile(blob, fileNameOf(res.headers.get("content-disposition"), fallback));
}

/** Export current / export all of the registration list (spec 002 §2): every field. */
export const downloadRegistrationSheet = (params: RegistrationListParams, all: boolean, onBytes: OnBytes) =>
  saveSheet(
    api.api.admin["registration-sheets"].export.$get({ query: exportParams(params, all) }),
    "registrations.xlsx",
    onBytes,
  );

/** hotelTranslist's export current (spec 002 §2): the fields of the lodging page's column groups. */
export const downloadLodgingSheet = (params: LodgingListParams, onBytes: OnBytes) =>
  saveSheet(
    api.api.admin.lodging.export.$get({ query: filterParams(params, lodgingFilterNames) }),
    "lodging.xlsx",
    onBytes,
  );

const groupFilterNames = Object.keys(groupList.filters) as (keyof typeof groupList.filters)[];

/** groupList's export current: the groups its filters keep, with the list's columns. */
export const downloadGroupSheet = (params: Record<string, string>, onBytes: OnBytes) =>
  saveSheet(
    api.api.admin.groups.export.$get({ query: filterParams(params, groupFilterNames) }),
    "groups.xlsx",
    onBytes,
  );
