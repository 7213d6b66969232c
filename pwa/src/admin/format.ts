import {
  type AdminConference,
  type Bilingual,
  type Currency,
  defaultTimeZone,
  formatMoney,
  type Locale,
  pickText,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { formatZonedDateTime } from "#shell/zoned-time";

/** The Lingui locale as the shared helpers take it. */
export function useAdminLocale(): Locale {
  const { i18n } = useLingui();
  return i18n.locale === "en" ? "en" : "zh";
}

const intlLocale = (locale: Locale) => (locale === "zh" ? "zh-CN" : "en-GB");

/** The time zone a conference keeps its clock in (DOMAIN.md §11). */
export const zoneOf = (conferences: readonly AdminConference[] | undefined, conferenceId: number): string =>
  conferences?.find((c) => c.id === conferenceId)?.timezone ?? defaultTimeZone;

/**
 * The back office's one way to show a time: on the clock of the conference it belongs to, with the zone
 * named when the viewer's differs ("2026-05-01 14:30 (GMT+8)"). In the all-conferences list each row
 * reads its own conference's zone.
 */
export function useConferenceTime() {
  const locale = useAdminLocale();
  const conferences = useQuery(adminConferencesQuery());
  return useCallback(
    (iso: string | null | undefined, conferenceId: number) =>
      formatZonedDateTime(iso, zoneOf(conferences.data, conferenceId), intlLocale(locale)),
    [conferences.data, locale],
  );
}
export type ConferenceTime = ReturnType<typeof useConferenceTime>;

export const formatAmount = (cents: number, currency: Currency, locale: Locale): string =>
  formatMoney(cents, currency, locale);

export const titleOf = (text: Bilingual, locale: Locale): string => pickText(text, locale);

/** What an empty value shows as in tables and detail panels. */
export const emptyMark = "—";
export const orEmpty = (value: string | null | undefined): string => (value?.trim() ? value : emptyMark);
