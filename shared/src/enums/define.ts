import type { Label } from "../i18n";

export type ValueOf<T> = T[keyof T];

/** The values of an `as const` enum object, in declaration order, typed as a non-empty tuple for zod. */
export function enumValues<const T extends Record<string, number | string>>(e: T) {
  return Object.values(e) as [ValueOf<T>, ...ValueOf<T>[]];
}

/** A label for every value: adding a value does not compile until it has a label. */
export type Labels<T extends number | string> = Record<T, Label>;

/** The columns of a trait table that are yes-or-no questions: the ones a subset can be drawn by. */
export type YesNoTraits<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T];

/**
 * The values whose row in a trait table answers yes to `trait`, in declaration order: every subset of an
 * enum is drawn from its table this way, never written out (a new value then joins each subset its row
 * says it belongs to, and the compiler asks for its row).
 */
export function valuesWhere<V extends number | string, T>(
  values: readonly V[],
  table: Readonly<Record<V, T>>,
  trait: YesNoTraits<T>,
): readonly V[] {
  return values.filter((value) => table[value][trait] === true);
}
