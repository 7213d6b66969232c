/** Invoice field rules (spec 000 §5, 001 §5). */

/** Trims, upper-cases and removes every space. */
export function normalizeTaxpayerNumber(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

export function isAllZeros(value: string): boolean {
  return /^0+$/.test(value);
}

/** 15 to 20 letters and digits (the unified social credit code has 18), and not all zeros. */
export function isValidTaxpayerNumber(raw: string): boolean {
  const value = normalizeTaxpayerNumber(raw);
  return /^[0-9A-Z]{15,20}$/.test(value) && !isAllZeros(value);
}

/** Invoice address, phone, bank and account are stored without spaces. */
export function stripSpaces(raw: string): string {
  return raw.replace(/\s+/g, "");
}

export type Society = { name: { zh: string; en: string }; taxpayerNumber: string };

/** The buyer on an invoice may not be the organising society itself, by name or by tax number. */
export function isSocietyOwnInvoice(title: string, taxpayerNumber: string, society: Society): boolean {
  const t = title.replace(/\s+/g, "").toLowerCase();
  const names = [society.name.zh, society.name.en].map((n) => n.replace(/\s+/g, "").toLowerCase());
  const ownTax = normalizeTaxpayerNumber(society.taxpayerNumber);
  return (
    (t !== "" && names.includes(t)) ||
    (ownTax !== "" &&
      (normalizeTaxpayerNumber(taxpayerNumber) === ownTax || normalizeTaxpayerNumber(title) === ownTax))
  );
}

/** Electronic invoices are capped at 10,000 yuan each (DOMAIN.md §5). */
export const electronicInvoiceCapCents = 10_000_00;
