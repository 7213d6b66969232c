import type { Currency } from "./enums";
import type { Locale } from "./i18n";

/** Formats integer cents for display: ¥1,200.00 or $300.00. */
export function formatMoney(amountCents: number, currency: Currency, locale: Locale = "zh"): string {
  return new Intl.NumberFormat(locale === "zh" ? "zh-CN" : "en-US", {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
  }).format(amountCents / 100);
}

/** Parses a typed amount ("1200", "1200.5", "1,200.50") into cents; null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/[,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = "0", frac = ""] = clean.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}
