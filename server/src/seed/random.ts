/** A seeded pseudo-random generator (mulberry32): the demo data is the same on every run. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  /** `count` decimal digits, the first one not zero when `leadingNonZero`. */
  digits(count: number, leadingNonZero?: boolean): string;
  /** Characters from an alphabet. */
  chars(count: number, alphabet: string): string;
  shuffle<T>(items: readonly T[]): T[];
  /** A version-4-shaped UUID (for check-in event client ids). */
  uuid(): string;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[int(0, items.length - 1)] as T;
  };
  const chars = (count: number, alphabet: string) =>
    Array.from({ length: count }, () => alphabet[int(0, alphabet.length - 1)]).join("");
  return {
    next,
    int,
    pick,
    weighted<T>(choices: readonly (readonly [T, number])[]): T {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(choices)[0];
    },
    chance: (probability) => next() < probability,
    digits: (count, leadingNonZero = false) =>
      leadingNonZero ? String(int(1, 9)) + chars(count - 1, "0123456789") : chars(count, "0123456789"),
    chars,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    uuid: () => {
      const hex = chars(32, "0123456789abcdef");
      const variant = "89ab"[int(0, 3)];
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
  };
}
