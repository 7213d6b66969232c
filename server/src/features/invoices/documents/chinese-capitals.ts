/**
 * An amount in Chinese financial capitals (大写金额), as invoices and receipts print it beside the figures:
 * the form that cannot be altered by adding a stroke. 1600.50 yuan is 壹仟陆佰元伍角整.
 *
 * Rules (《支付结算办法》 usage): zeros inside a number are read as one 零; a group of four that starts
 * with zeros after a higher group is joined by 零 (10,0500 = 壹拾万零伍佰); 整 ends an amount with no fen;
 * 零 before fen alone (壹佰元零伍分); ten is 壹拾, never 拾.
 */
const digits = "零壹贰叁肆伍陆柒捌玖";
const places = ["仟", "佰", "拾", ""] as const;

/** 1..9999 */
function group(n: number): string {
  let out = "";
  let zero = false;
  [Math.floor(n / 1000), Math.floor(n / 100) % 10, Math.floor(n / 10) % 10, n % 10].forEach((d, i) => {
    if (d === 0) {
      zero = out !== "";
      return;
    }
    if (zero) out += "零";
    zero = false;
    out += digits.charAt(d) + (places[i] ?? "");
  });
  return out;
}

/** A positive whole number of yuan, in groups of 万 and 亿 (1,0000,0000,0000 is 壹万亿). */
function whole(n: number): string {
  for (const [size, unit] of [
    [1e8, "亿"],
    [1e4, "万"],
  ] as const) {
    if (n < size) continue;
    const low = n % size;
    const joint = low > 0 && low < size / 10 ? "零" : "";
    return whole(Math.floor(n / size)) + unit + (low > 0 ? joint + whole(low) : "");
  }
  return group(n);
}

/** `cents` in Chinese capitals; negative amounts (red reversals) begin with 负. */
export function chineseCapitals(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  if (cents < 0) return `负${chineseCapitals(-cents)}`;
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  if (cents === 0) return "零元整";
  let out = yuan > 0 ? `${whole(yuan)}元` : "";
  if (jiao > 0) out += `${digits.charAt(jiao)}角`;
  else if (fen > 0 && yuan > 0) out += "零";
  out += fen > 0 ? `${digits.charAt(fen)}分` : "整";
  return out;
}
