import { IdType } from "../enums";
import type { ValidationMessage } from "../validation";
import { isValidIdNumber, normalizeIdNumber } from "./id-number";

/**
 * Identity documents (DOMAIN.md §7). Mainland ID cards, residence permits of Hong Kong, Macao and Taiwan
 * residents (81/82/83) and the new foreigner's permanent residence ID (9...) are 18 characters with the
 * GB 11643 checksum: kiosks scan them. Travel permits and passports are found by name or QR code.
 */
export const scannableIdTypes: readonly IdType[] = [
  IdType.mainland,
  IdType.residencePermit,
  IdType.foreignPermanent,
];

export function isScannableIdType(type: IdType): boolean {
  return scannableIdTypes.includes(type);
}

/** Upper-cased, without spaces or dashes, as printed numbers are typed. */
export function normalizeIdDocument(raw: string): string {
  return normalizeIdNumber(raw).replace(/-/g, "");
}

const residencePrefix = /^8[123]/;

/** What is wrong with a document number of a type (null: nothing); the message says what the type needs. */
export function idDocumentIssue(type: IdType, raw: string): ValidationMessage | null {
  const number = normalizeIdDocument(raw);
  switch (type) {
    case IdType.mainland:
      return isValidIdNumber(number) && !residencePrefix.test(number) && !number.startsWith("9")
        ? null
        : "idNumber";
    case IdType.residencePermit:
      return isValidIdNumber(number) && residencePrefix.test(number) ? null : "residencePermit";
    case IdType.foreignPermanent:
      return (isValidIdNumber(number) && number.startsWith("9")) || /^[A-Z]{3}\d{12}$/.test(number)
        ? null
        : "foreignPermanentId";
    case IdType.hkMacaoPermit:
      return /^[HM](\d{8}|\d{10})$/.test(number) ? null : "hkMacaoPermit";
    case IdType.taiwanPermit:
      return /^(\d{8}|\d{10})$/.test(number) ? null : "taiwanPermit";
    case IdType.passport:
      return /^[A-Z0-9]{5,20}$/.test(number) ? null : "passportNumber";
  }
}

/** An ISO 3166 two-letter code of the country or region that issued a passport. */
export function isCountryCode(raw: string): boolean {
  return /^[A-Z]{2}$/.test(raw.trim().toUpperCase());
}

/**
 * A document number as screens show it: an 18-character number keeps its region and last four
 * (110101********123X), others their last four. Kiosks show only the last four (kiosk/README.md).
 */
export function maskIdDocument(raw: string, audience: "screen" | "kiosk" = "screen"): string {
  const number = normalizeIdDocument(raw);
  if (number.length <= 4) return "*".repeat(number.length);
  const keep = audience === "screen" && number.length === 18 ? 6 : 0;
  return number.slice(0, keep) + "*".repeat(number.length - keep - 4) + number.slice(-4);
}
