import type { ScryptParams } from "@confreg/shared";
import { scryptAsync } from "@noble/hashes/scrypt.js";
import { bytesToHex } from "@noble/hashes/utils.js";

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * scrypt in hex, as the server derives look-up hashes and PIN hashes. @noble/hashes is plain JavaScript:
 * it needs no `crypto.subtle`, which a kiosk browser reaching a venue server over plain http on the LAN
 * lacks, and it yields to the event loop while it works, so the screen can say "checking…".
 */
export async function scryptHex(params: ScryptParams, secret: string): Promise<string> {
  const { N, r, p, dkLen } = params;
  return bytesToHex(await scryptAsync(secret, base64ToBytes(params.salt), { N, r, p, dkLen }));
}
