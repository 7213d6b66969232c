import type { Enrolment } from "@confreg/shared";
import type { KioskDb, PinState } from "#renderer/db/db";
import { scryptHex } from "#renderer/lookup/scrypt";

/**
 * Five wrong PINs in a row lock the settings for one minute, each further lock twice as long as the one
 * before, up to an hour; the right PIN resets everything. Kept in IndexedDB, so a reload does not reset it.
 */
export const pinPolicy = { triesPerLock: 5, firstLockMs: 60_000, longestLockMs: 60 * 60_000 } as const;

export type PinAttempt =
  | { kind: "unlocked" }
  | { kind: "wrong"; triesLeft: number }
  | { kind: "locked"; until: Date };

const cleanState: PinState = { key: "current", failures: 0, lockouts: 0, lockedUntil: null };

const lockLength = (lockouts: number) =>
  Math.min(pinPolicy.firstLockMs * 2 ** (lockouts - 1), pinPolicy.longestLockMs);

/** Until when the settings are locked, or null when a PIN may be tried now. */
export async function pinLockedUntil(db: KioskDb, now = new Date()): Promise<Date | null> {
  const until = (await db.pinState.get("current"))?.lockedUntil;
  return until && Date.parse(until) > now.getTime() ? new Date(until) : null;
}

/** The state after one more wrong PIN: a lock at every fifth failure in a row. */
export function afterWrongPin(state: PinState, now: Date): PinState {
  const failures = state.failures + 1;
  if (failures < pinPolicy.triesPerLock) return { ...state, failures, lockedUntil: null };
  const lockouts = state.lockouts + 1;
  const lockedUntil = new Date(now.getTime() + lockLength(lockouts)).toISOString();
  return { key: "current", failures: 0, lockouts, lockedUntil };
}

/**
 * Checks a PIN against the enrolment's scrypt hash, offline. While locked nothing is hashed; a wrong PIN
 * counts towards the next lock. The clock is a parameter so tests can move it.
 */
export async function tryPin(
  db: KioskDb,
  check: Enrolment["pin"],
  pin: string,
  now = new Date(),
): Promise<PinAttempt> {
  const locked = await pinLockedUntil(db, now);
  if (locked) return { kind: "locked", until: locked };
  const right = (await scryptHex(check, pin)) === check.hash;
  return db.transaction("rw", db.pinState, async () => {
    const state = (await db.pinState.get("current")) ?? cleanState;
    if (right) {
      await db.pinState.put(cleanState);
      return { kind: "unlocked" } as const;
    }
    const next = afterWrongPin(state, now);
    await db.pinState.put(next);
    return next.lockedUntil
      ? ({ kind: "locked", until: new Date(next.lockedUntil) } as const)
      : ({ kind: "wrong", triesLeft: pinPolicy.triesPerLock - next.failures } as const);
  });
}
