import type { Money } from "#ports/payment-provider";

export type Fields = Record<string, string>;

/** Requests to the gateway and notifies from it are ordinary URL-encoded forms. */
export function encodeForm(fields: Fields): string {
  return new URLSearchParams(fields).toString();
}

export function parseForm(body: string): Fields {
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * The gateway's synchronous answers are NOT URL-encoded: `a=1&b={x=1&y=2}&signPubKeyCert=-----BEGIN...`.
 * Values may hold `=` (base64) and, inside {...} or [...], `&`; URL-decoding would turn the signature's `+`
 * into spaces. Parsed the way UnionPay's SDKs parse them.
 */
export function parseAnswer(text: string): Fields {
  const fields: Fields = {};
  let key: string | null = null;
  let current = "";
  let closer: string | null = null;
  const put = () => {
    if (key !== null && key !== "") fields[key] = current;
    key = null;
    current = "";
  };
  for (const ch of text.trim()) {
    if (closer) {
      if (ch === closer) closer = null;
      current += ch;
    } else if (ch === "{" || ch === "[") {
      closer = ch === "{" ? "}" : "]";
      current += ch;
    } else if (key === null && ch === "=") {
      key = current;
      current = "";
    } else if (ch === "&") {
      put();
    } else {
      current += ch;
    }
  }
  put();
  return fields;
}

/** Drops empty fields: UnionPay's SDKs leave them out of the message and out of the signature. */
export function withoutBlanks(fields: Record<string, string | undefined>): Fields {
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => !!e[1]));
}

/** UnionPay's clock is Beijing time (UTC+8, no daylight saving since 1991). */
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** yyyyMMddHHmmss in Beijing time, as txnTime and payTimeout want it. */
export function beijingTime(date: Date): string {
  return new Date(date.getTime() + BEIJING_OFFSET_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, "")
    .replace(/\D/g, "");
}

export function parseBeijingTime(text: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? "");
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_OFFSET_MS);
}

/**
 * When the payer paid: traceTime (MMddHHmmss, the card system's time, no year) placed in the year of
 * txnTime, or the next one when the order was sent on 31 December and paid after midnight; else txnTime.
 */
export function paidAtOf(fields: Fields): Date | null {
  const sent = fields.txnTime;
  const trace = fields.traceTime;
  if (sent && trace && /^\d{10}$/.test(trace)) {
    const year = Number(sent.slice(0, 4)) + (trace.slice(0, 4) < sent.slice(4, 8) ? 1 : 0);
    const paidAt = parseBeijingTime(`${year}${trace}`);
    if (paidAt) return paidAt;
  }
  return parseBeijingTime(sent);
}

/** UnionPay takes fen of renminbi only (currencyCode 156). */
export function fenOf(money: Money): string {
  if (money.currency !== "CNY") throw new Error(`UnionPay takes CNY only, not ${money.currency}`);
  if (!Number.isSafeInteger(money.amount) || money.amount <= 0)
    throw new Error("UnionPay amount must be whole fen > 0");
  return String(money.amount);
}

export function moneyOf(fields: Fields): Money | null {
  const fen = fields.txnAmt;
  if (!fen || !/^\d{1,12}$/.test(fen) || (fields.currencyCode ?? "156") !== "156") return null;
  return { amount: Number(fen), currency: "CNY" };
}
