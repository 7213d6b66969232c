import type { ScryptParams } from "@confreg/shared";
import { scrypt } from "hash-wasm";

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * scrypt in hex, as the server derives look-up hashes and PIN hashes. hash-wasm runs it in WebAssembly
 * (its module travels inside the script, so it works offline): about five times as fast as plain
 * JavaScript, which puts an ID look-up at the desk in a few tens of milliseconds; and it needs no
 * `crypto.subtle`, which a kiosk browser reaching a venue server over plain http on the LAN lacks. The
 * kiosk's CSP allows `'wasm-unsafe-eval'` for it (WebAssembly only, never JavaScript's eval).
 */
export function scryptHex(params: ScryptParams, secret: string): Promise<string> {
  const { N, r, p, dkLen } = params;
  return scrypt({
    password: secret,
    salt: base64ToBytes(params.salt),
    costFactor: N,
    blockSize: r,
    parallelism: p,
    hashLength: dkLen,
    outputType: "hex",
  });
}
