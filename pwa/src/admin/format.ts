import { type Bilingual, type Currency, formatMoney, type Locale, pickText } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import dayjs from "dayjs";

/** The Lingui locale as the shared helpers take it. */
export function useAdminLocale(): Locale {
  const { i18n } = useLingui();
  return i18n.locale === "en" ? "en" : "zh";
}

/** A time from the API (UTC ISO-8601) in the browser's time zone. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "";

export const formatAmount = (cents: number, currency: Currency, locale: Locale): string =>
  formatMoney(cents, currency, locale);

export const titleOf = (text: Bilingual, locale: Locale): string => pickText(text, locale);

/** What an empty value shows as in tables and detail panels. */
export const emptyMark = "—";
export const orEmpty = (value: string | null | undefined): string => (value?.trim() ? value : emptyMark);
