import type { Locale } from "@confreg/shared";
import type { FieldRule } from "#attendee/lib/lazy-rule";
import { type BlockKey, type BlockValues, shownBlocks } from "./index";
import type { BlockContext } from "./types";

type Props = {
  context: BlockContext;
  values: Partial<BlockValues>;
  locale: Locale;
  rule: (path: string) => FieldRule;
  replace: (key: BlockKey, value: unknown) => void;
};

/** The cards of the blocks this conference, type and invitation code show, in the table's order. */
export function BlockCards({ context, values, locale, rule, replace }: Props) {
  return shownBlocks(context).map(({ key, Card, blank }) => (
    <Card
      key={key}
      context={context}
      value={values[key] ?? blank(context)}
      locale={locale}
      rule={rule}
      replace={(value) => replace(key, value)}
    />
  ));
}
