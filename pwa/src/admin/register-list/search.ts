import {
  type AdminScope,
  invoiceStatusValues,
  invoiceTypeValues,
  pageSizes,
  payStatusValues,
  payTypeValues,
  personLevelValues,
} from "@confreg/shared";
import { z } from "zod";
import type { RegistrationListParams } from "#admin/queries/registrations";

/** Page sizes of the registration list (spec 002 §9; the 300 of the print list is not offered here). */
export const listPageSizes = pageSizes.filter((n) => n <= 100);
export const defaultPageSize = 10;
export const firstYear = 2018;

const optionalId = z.coerce.number().int().positive().optional().catch(undefined);
const oneOf = <T extends readonly [number, ...number[]]>(values: T) =>
  z.coerce.number().pipe(z.literal(values)).optional().catch(undefined);
/** The router reads `?keyword=123` as a number; a keyword is text all the same. */
const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, 100))
  .optional()
  .catch(undefined);

/** Filters and paging of registerList, kept in the URL so reload and back keep them. */
export const registerListSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  size: z.coerce.number().pipe(z.literal(listPageSizes)).optional().catch(undefined),
  year: z.coerce.number().int().min(firstYear).max(2200).optional().catch(undefined),
  hostUnit: text,
  conference: optionalId,
  payType: oneOf(payTypeValues),
  payStatus: oneOf(payStatusValues),
  participantTypeId: optionalId,
  invoiceType: oneOf(invoiceTypeValues),
  invoiceStatus: oneOf(invoiceStatusValues),
  isSignIn: oneOf([0, 1] as const),
  level: oneOf(personLevelValues),
  createdDate: z.iso.date().optional().catch(undefined),
  keyword: text,
});
export type RegisterListSearch = z.infer<typeof registerListSearch>;
export type RegisterListFilters = Omit<RegisterListSearch, "page" | "size">;

const str = (value: number | string | undefined) =>
  value === undefined || value === "" ? undefined : String(value);

/**
 * The API query for a scope and the URL's filters. In one conference's scope the conference is the scope;
 * in the all-conferences scope it is the optional conference filter. The host filter only narrows the
 * conference choices (the API has no host filter).
 */
export function toListParams(search: RegisterListSearch, scope: AdminScope): RegistrationListParams {
  const entries = {
    page: String(search.page ?? 1),
    size: String(search.size ?? defaultPageSize),
    conferenceId: str(scope === "all" ? search.conference : scope),
    year: str(search.year),
    payType: str(search.payType),
    payStatus: str(search.payStatus),
    participantTypeId: str(search.participantTypeId),
    invoiceType: str(search.invoiceType),
    invoiceStatus: str(search.invoiceStatus),
    isSignIn: str(search.isSignIn),
    level: str(search.level),
    createdDate: str(search.createdDate),
    keyword: str(search.keyword),
  };
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as RegistrationListParams;
}
