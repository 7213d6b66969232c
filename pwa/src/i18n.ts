import { defaultLocale, type Locale, supportedLocales } from "@confreg/shared";
import { i18n, type Messages } from "@lingui/core";

const storageKey = "confreg.lang";
/** The server reads this cookie to answer errors in the same language. */
const cookieName = "confreg_lang";

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * The catalogs in parts (build/catalog-parts.ts): every page needs the site's messages, the back office
 * its own besides. Only the current language's parts are downloaded.
 */
const catalogs: Record<"site" | "backOffice", Record<Locale, Catalog>> = {
  site: {
    zh: () => import("virtual:catalog/zh/site"),
    en: () => import("virtual:catalog/en/site"),
  },
  backOffice: {
    zh: () => import("virtual:catalog/zh/back-office"),
    en: () => import("virtual:catalog/en/back-office"),
  },
};
type Part = keyof typeof catalogs;

/** The parts the pages opened so far need, and the language they are wanted in (set before it loads). */
const parts = new Set<Part>(["site"]);
let wanted: Locale = defaultLocale;

/** Loads parts of a language's catalog into Lingui (`load` adds to what that language has). */
async function loadParts(locale: Locale, which: Iterable<Part>): Promise<void> {
  const loaded = await Promise.all([...which].map((part) => catalogs[part][locale]()));
  for (const { messages } of loaded) i18n.load(locale, messages);
}

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
  wanted = locale;
  await loadParts(locale, parts);
  if (wanted !== locale) return;
  i18n.activate(locale);
  localStorage.setItem(storageKey, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; Cookie Store API is not in WeChat's browser
  document.cookie = `${cookieName}=${locale}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = locale === "zh" ? "zh-CN" : "en";
}

/**
 * Loads the back office's messages in the language being shown (and in any language chosen later);
 * its routes wait for them before their pages render.
 */
export async function loadBackOfficeMessages(): Promise<void> {
  if (parts.has("backOffice")) return;
  parts.add("backOffice");
  await loadParts(wanted, ["backOffice"]);
}

export { i18n };
