import { defaultLocale, type Locale, supportedLocales } from "@confreg/shared";
import { i18n, type Messages } from "@lingui/core";

const storageKey = "confreg.kiosk.lang";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import("@confreg/locales/zh"),
  en: () => import("@confreg/locales/en"),
};

const isLocale = (value: string | null): value is Locale =>
  (supportedLocales as readonly string[]).includes(value ?? "");

/** The language staff last chose on this kiosk, else Chinese. */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(storageKey);
  return isLocale(saved) ? saved : defaultLocale;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  localStorage.setItem(storageKey, locale);
  document.documentElement.lang = locale === "zh" ? "zh-CN" : "en";
}

export const currentLocale = (): Locale => (i18n.locale === "en" ? "en" : "zh");

export { i18n };
