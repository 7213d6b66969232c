import { randomBytes, scrypt } from "node:crypto";
import type { Enrolment, ScryptParams } from "@confreg/shared";

/**
 * The scrypt cost of everything a kiosk checks offline (ID look-ups, the settings PIN): 16 MiB of memory
 * and about 50 ms per evaluation on a server core, more in a browser. Kiosks repeat it with @noble/hashes;
 * kiosk/README.md ("ID numbers on a kiosk") explains the choice.
 */
export const kioskScryptCost = { N: 2 ** 14, r: 8, p: 1, dkLen: 32 } as const;
type Cost = Omit<ScryptParams, "algorithm" | "salt">;

/** Node's scrypt runs on the libuv threadpool, so a derivation never blocks the event loop. */
export function scryptHex(secret: string, salt: Buffer, cost: Cost = kioskScryptCost): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(
      secret,
      salt,
      cost.dkLen,
      { N: cost.N, r: cost.r, p: cost.p, maxmem: 64 * 2 ** 20 },
      (error, key) => (error ? reject(error) : resolve(key.toString("hex"))),
    );
  });
}

export const scryptParamsOf = (salt: Buffer, cost: Cost = kioskScryptCost): ScryptParams => ({
  algorithm: "scrypt",
  salt: salt.toString("base64"),
  N: cost.N,
  r: cost.r,
  p: cost.p,
  dkLen: cost.dkLen,
});

/**
 * A settings PIN as stored: "scrypt$N$r$p$dkLen$<salt base64>$<hash hex>", under a random salt. Only the
 * kiosk ever checks it (offline), so the server keeps nothing it could compare a PIN with in clear.
 */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, dkLen } = kioskScryptCost;
  return ["scrypt", N, r, p, dkLen, salt.toString("base64"), await scryptHex(pin, salt)].join("$");
}

/** What a kiosk needs to check its PIN: the parameters, the salt and the hash. */
export function pinCheckOf(stored: string): Enrolment["pin"] {
  const [algorithm, N, r, p, dkLen, salt, hash] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !hash) throw new Error("Unknown PIN hash format");
  return { algorithm, salt, N: Number(N), r: Number(r), p: Number(p), dkLen: Number(dkLen), hash };
}
