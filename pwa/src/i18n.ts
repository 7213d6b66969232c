import { defaultLocale, type Locale, supportedLocales } from "@confreg/shared";
import { i18n, type Messages } from "@lingui/core";

const storageKey = "confreg.lang";
/** The server reads this cookie to answer errors in the same language. */
const cookieName = "confreg_lang";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import("@confreg/locales/zh"),
  en: () => import("@confreg/locales/en"),
};

const isLocale = (value: string | null | undefined): value is Locale =>
  (supportedLocales as readonly string[]).includes(value ?? "");

/** The saved choice, else the browser's language when it is English, else Chinese. */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(storageKey);
  if (isLocale(saved)) return saved;
  return navigator.language.toLowerCase().startsWith("en") ? "en" : defaultLocale;
}

/** Loads and activates a language, and remembers it across visits (local storage and a cookie). */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  localStorage.setItem(storageKey, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; Cookie Store API is not in WeChat's browser
  document.cookie = `${cookieName}=${locale}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = locale === "zh" ? "zh-CN" : "en";
}

export { i18n };
