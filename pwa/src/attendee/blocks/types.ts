import type {
  EditLockedField,
  FieldIssue,
  Locale,
  ParticipantType,
  RegistrationData,
  RegistrationInput,
} from "@confreg/shared";
import type { ComponentType } from "react";
import type { FieldRule } from "#attendee/lib/lazy-rule";
import type { LoadedConference } from "#attendee/queries/conference";

/** What decides a block: the conference (with the invitation code it was loaded with) and the chosen type. */
export type BlockContext = {
  conference: LoadedConference;
  type: ParticipantType;
  /** Server time (the conference view's clock): date pickers start from it. */
  now: Date;
  /** What an edit may no longer change (register_id; DOMAIN.md §3, an issued invoice); none when new. */
  lockedFields: readonly EditLockedField[];
};

/** What a block's card gets: its value as the form holds it, and how to check or replace it. */
export type BlockProps<V> = {
  context: BlockContext;
  value: V;
  locale: Locale;
  /** The rule of one field, by its issue path (`hotel.roommateName`): the shared check, as the server runs it. */
  rule: (path: string) => FieldRule;
  /** Sets the whole block value at once (not booking a room clears the rest). */
  replace: (value: V) => void;
};

/**
 * One optional block of newRegist (spec 000 §2). The form keeps its value under `key` (so its fields are
 * named `[key, ...]` and the server's issue paths `key.field` land on them), the device draft keeps it too,
 * and `toInput` turns it into its part of the request. `check` runs the same shared rules the server runs.
 */
export type FormBlock<K extends string, V> = {
  key: K;
  shown: (context: BlockContext) => boolean;
  blank: (context: BlockContext) => V;
  /** Its part of the request; a hidden block sends its blank part. */
  toInput: (value: V, context: BlockContext) => Partial<RegistrationInput>;
  /**
   * The findings on its part of the request (the shared schema, then the shared rules); `value` is the
   * block's own, for rules that need what it looked up (the papers' authors).
   */
  check: (input: RegistrationInput, context: BlockContext, value?: V) => FieldIssue[];
  /**
   * Its value from a stored registration's input (the edit form, register_id); without it an edit starts
   * the block blank and sends nothing of it the server would take as a change.
   */
  fromInput?: (input: RegistrationData, context: BlockContext) => V;
  /** What the device draft may keep (all of it unless said otherwise: nothing here must stay off the device). */
  draft?: (value: V) => V;
  Card: ComponentType<BlockProps<V>>;
};
