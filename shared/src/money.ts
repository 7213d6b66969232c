import type { Currency } from "./enums";
import type { Locale } from "./i18n";

/** Formats integer cents for display: ¥1,200.00 or $300.00. */
export function formatMoney(amountCents: number, currency: Currency, locale: Locale = "zh"): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === "zh" ? "zh-CN" : "en-US", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amountCents / 100);
}

/** One formatter per language and currency, made once (lists and exports format thousands of amounts). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Parses a typed amount ("1200", "1200.5", "1,200.50") into cents; null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/[,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = "0", frac = ""] = clean.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}
