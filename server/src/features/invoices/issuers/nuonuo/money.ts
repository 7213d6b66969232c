/**
 * Money for the platform: integer cents in, yuan strings out, computed on integers so no float error reaches
 * an invoice. Our prices include VAT (含税), so a line goes out with withTaxFlag 1 and the split is the tax
 * bureau's: the amount without tax is the total divided by (1 + rate), rounded half up to the cent, and the
 * tax is what remains, so that the two always add up to what the attendee paid.
 */

/** 120000 -> "1200.00"; -5 -> "-0.05". */
export function yuan(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A percent as the platform writes a rate: 6 -> "0.06", 13 -> "0.13", 1.5 -> "0.015", 0 -> "0". */
export function rateFraction(percent: number): string {
  const basis = percentBasis(percent);
  const whole = Math.floor(basis / 10_000);
  const fraction = String(basis % 10_000)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return fraction === "" ? String(whole) : `${whole}.${fraction}`;
}

/** Splits a tax-inclusive amount (cents) into the amount without tax and the tax, both in cents. */
export function splitTax(totalCents: number, percent: number): { excluded: number; tax: number } {
  const divisor = 10_000 + percentBasis(percent);
  // Half up on integers: floor((2 * total * 10000 + divisor) / (2 * divisor)).
  const excluded = Math.floor((2 * totalCents * 10_000 + divisor) / (2 * divisor));
  return { excluded, tax: totalCents - excluded };
}

/** The rate in hundredths of a percent (6 -> 600), the unit the sums above are exact in. */
function percentBasis(percent: number): number {
  const basis = Math.round(percent * 100);
  if (!Number.isFinite(basis) || basis < 0) throw new RangeError(`not a tax rate: ${percent}`);
  return basis;
}
