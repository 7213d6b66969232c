import { messages as en } from "@confreg/locales/en";
import { messages as zh } from "@confreg/locales/zh";
import type { Locale } from "@confreg/shared";
import { type I18n, setupI18n } from "@lingui/core";

/** Lingui with the real catalogs in one language: tests read what an attendee or a member of staff sees. */
export function i18nIn(locale: Locale): I18n {
  return setupI18n({ locale, messages: { zh, en } });
}
