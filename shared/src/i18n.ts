import type { MessageDescriptor } from "@lingui/core";

/**
 * A translatable text: an explicit id plus its English source. Written in `shared` as plain objects marked
 * `/*i18n*\/` so `lingui extract` collects them without a macro transform (the server runs this code as is).
 * The Chinese text lives in `locales/zh/messages.po`.
 */
export type Label = MessageDescriptor & { id: string; message: string };

/** Text an administrator types in both languages (titles, names of types and workshops). */
export type Bilingual = { zh: string; en: string };

export const supportedLocales = ["zh", "en"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "zh";

/** Picks the administrator-entered text for a locale, falling back to the other language when empty. */
export function pickText(text: Bilingual, locale: Locale): string {
  const own = text[locale].trim();
  return own || (locale === "zh" ? text.en : text.zh);
}
