import type { FieldIssue, RegistrationData, RegistrationInput } from "@confreg/shared";
import { recommendBlock } from "#attendee/quick/recommend-block";
import { additionalBlock } from "./additional/additional-block";
import { addressBlock } from "./address/address-block";
import { extrasBlock } from "./extras/extras-block";
import { hotelBlock } from "./hotel/hotel-block";
import { invoiceBlock } from "./invoice/invoice-block";
import { papersBlock } from "./papers/papers-block";
import type { BlockContext, FormBlock } from "./types";

export type { BlockContext, BlockProps, FormBlock } from "./types";

/**
 * The optional blocks of newRegist, in page order, after the registrant. Adding one (papers, invoice,
 * address, member checks): write its `FormBlock` in a folder of its own beside these (when it is shown,
 * its blank value, its part of `RegistrationInput`, its shared check, its card) and list it here. The page,
 * the device draft, the client check and the server's error paths (`<key>.<field>`) pick it up from here.
 */
export const formBlocks = [
  addressBlock,
  papersBlock,
  extrasBlock,
  hotelBlock,
  additionalBlock,
  invoiceBlock,
  recommendBlock,
] as const;

type AnyBlock = (typeof formBlocks)[number];
export type BlockKey = AnyBlock["key"];
type ValueOf<B> = B extends FormBlock<string, infer V> ? V : never;

/** Every block's value by its key, as the form and the device draft hold them. */
export type BlockValues = { [B in AnyBlock as B["key"]]: ValueOf<B> };

// The table's entries differ in their value types; read through this one signature.
const each = formBlocks as readonly FormBlock<BlockKey, unknown>[];

export const blockKeys: readonly BlockKey[] = each.map((block) => block.key);

export function shownBlocks(context: BlockContext): FormBlock<BlockKey, unknown>[] {
  return each.filter((block) => block.shown(context));
}

/** Every block at its blank value (a draft's saved values go over these). */
export function blankBlocks(context: BlockContext): BlockValues {
  return Object.fromEntries(each.map((block) => [block.key, block.blank(context)])) as BlockValues;
}

/** The blocks' parts of the request: shown blocks as filled in, hidden ones blank. */
export function blocksInput(values: Partial<BlockValues>, context: BlockContext): Partial<RegistrationInput> {
  return Object.assign(
    {},
    ...each.map((block) => {
      const value = block.shown(context) ? (values[block.key] ?? block.blank(context)) : block.blank(context);
      return block.toInput(value, context);
    }),
  );
}

/** The shared checks of the shown blocks, on the request the form would send (and the blocks' values). */
export function blockIssues(
  input: RegistrationInput,
  context: BlockContext,
  values: Partial<BlockValues> = {},
): FieldIssue[] {
  return shownBlocks(context).flatMap((block) => block.check(input, context, values[block.key]));
}

/**
 * The blocks this type or invitation code hides, at their blank values: a draft made under another
 * type does not bring back what this one cannot have (spec 000 §5: the paper list clears).
 */
export function hiddenBlocksCleared(context: BlockContext): Partial<BlockValues> {
  return Object.fromEntries(
    each.filter((block) => !block.shown(context)).map((block) => [block.key, block.blank(context)]),
  ) as Partial<BlockValues>;
}

/** Every block's value from a stored registration's input (the edit form); blank where a block cannot say. */
export function blocksFromInput(input: RegistrationData, context: BlockContext): BlockValues {
  return Object.fromEntries(
    each.map((block) => [
      block.key,
      block.fromInput ? block.fromInput(input, context) : block.blank(context),
    ]),
  ) as BlockValues;
}

/** What the device draft keeps of the blocks. */
export function blockDraft(values: Partial<BlockValues>): Partial<BlockValues> {
  const kept: Record<string, unknown> = {};
  for (const block of each) {
    const value = values[block.key];
    if (value !== undefined) kept[block.key] = block.draft ? block.draft(value) : value;
  }
  return kept as Partial<BlockValues>;
}

/** Whether an issue path belongs to a block (`hotel.endDate`), not to the registrant. */
export const isBlockPath = (path: string) =>
  blockKeys.some((key) => path === key || path.startsWith(`${key}.`));
