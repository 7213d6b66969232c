/** Amounts are integer cents everywhere; these print them. */

/** 160050 -> "1,600.50"; -160050 -> "-1,600.50". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

export const currencySymbol = { CNY: "¥", USD: "US$" } as const;
export type Currency = keyof typeof currencySymbol;

export const formatAmount = (cents: number, currency: Currency) =>
  `${cents < 0 ? "-" : ""}${currencySymbol[currency]}${formatMoney(Math.abs(cents))}`;

/**
 * A tax-inclusive amount split into the amount before tax and the tax, as a VAT invoice prints them; the
 * tax takes the rounding, so the two always add up to what was paid.
 */
export function splitTax(amount: number, ratePercent: number): { net: number; tax: number } {
  const net = Math.round((amount * 100) / (100 + ratePercent));
  return { net, tax: amount - net };
}

const ones = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords =
    rest < 20 ? ones[rest] : `${tens[Math.floor(rest / 10)]}${rest % 10 ? `-${ones[rest % 10]}` : ""}`;
  return [hundreds ? `${ones[hundreds]} hundred` : "", restWords].filter(Boolean).join(" ");
}

/** 123400 -> "One thousand two hundred thirty-four and 00/100 US dollars" (the USD receipt's amount in words). */
export function dollarsInWords(cents: number): string {
  const abs = Math.abs(cents);
  let dollars = Math.floor(abs / 100);
  const parts: string[] = [];
  for (const scale of ["", " thousand", " million", " billion"]) {
    const chunk = dollars % 1000;
    if (chunk) parts.unshift(below1000(chunk) + scale);
    dollars = Math.floor(dollars / 1000);
  }
  const words = parts.join(" ") || "zero";
  const text = `${cents < 0 ? "minus " : ""}${words} and ${String(abs % 100).padStart(2, "0")}/100 US dollars`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
