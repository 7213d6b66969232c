/**
 * Base64url without padding (RFC 4648 §5), for the registration QR code's signature and the conference's
 * public key. Written out because `shared` runs where neither Buffer (browsers) nor atob (its typings) is
 * assumed. Decoding is strict: only the canonical text of some bytes decodes, so a payload has one spelling.
 */
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const sextetOf = new Map([...alphabet].map((ch, i) => [ch, i]));

export function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) text += alphabet[(chunk >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** The bytes of a base64url text, or null when it is not the canonical encoding of any. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (const ch of text) {
    const value = sextetOf.get(ch);
    if (value === undefined) return null;
    // At most 7 bits wait from before: 13 bits hold what is not yet a byte.
    buffer = ((buffer << 6) | value) & 0x1fff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  // Leftover bits must be zero: otherwise several texts would spell the same bytes.
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}
