import { messages as en } from "@confreg/locales/en";
import { messages as zh } from "@confreg/locales/zh";
import { defaultLocale, type Locale, supportedLocales } from "@confreg/shared";
import { type I18n, setupI18n } from "@lingui/core";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./env";

const instances: Record<Locale, I18n> = {
  zh: setupI18n({ locale: "zh", messages: { zh } }),
  en: setupI18n({ locale: "en", messages: { en } }),
};

/** The cookie the PWA's language toggle sets, so server messages follow the visitor's choice. */
export const localeCookie = "confreg_lang";

export function translate(locale: Locale, id: string, values?: Record<string, unknown>): string {
  return instances[locale]._(id, values);
}

const isLocale = (value: string | undefined): value is Locale =>
  (supportedLocales as readonly string[]).includes(value ?? "");

/** The visitor's language: the toggle's cookie, else the browser's first zh/en preference, else Chinese. */
export function negotiateLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return defaultLocale;
}

export const localeMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("locale", negotiateLocale(getCookie(c, localeCookie), c.req.header("accept-language")));
  await next();
};
