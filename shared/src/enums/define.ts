import type { Label } from "../i18n";

export type ValueOf<T> = T[keyof T];

/** The values of an `as const` enum object, in declaration order, typed as a non-empty tuple for zod. */
export function enumValues<const T extends Record<string, number | string>>(e: T) {
  return Object.values(e) as [ValueOf<T>, ...ValueOf<T>[]];
}

/** A label for every value: adding a value does not compile until it has a label. */
export type Labels<T extends number | string> = Record<T, Label>;
