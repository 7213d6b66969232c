import { AppError, type extraItemInput } from "@confreg/shared";
import type { z } from "zod";
import type { Tx } from "#db/transact";
import { flag, type ItemKind } from "../conference-items";
import { answersByItem } from "../editor-usage";

type Input = z.output<typeof extraItemInput>;

const itemColumns = (input: Input) => ({
  titleZh: input.title.zh,
  titleEn: input.title.en,
  type: input.type,
  options: JSON.stringify(input.options),
  required: flag(input.required),
});

/**
 * An answered question keeps what makes its answers readable: its kind, and every option value someone
 * chose (labels may change). Deleting it would hide its answers from the registrations: refused too.
 */
async function assertAnswersKept(tx: Tx, conferenceId: number, id: number, input: Input | null) {
  const answers = await answersByItem(tx.db, conferenceId);
  const total = answers.totals.get(id) ?? 0;
  if (total === 0) return;
  const before = await tx.db
    .selectFrom("extraItems")
    .select("type")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  if (!input || input.type !== before.type) throw new AppError("EXTRA_ITEM_ANSWERED", { count: total });
  const offered = new Set(input.options.map((option) => option.value));
  for (const [value, count] of answers.byValue.get(id) ?? []) {
    if (!offered.has(value)) throw new AppError("EXTRA_OPTION_ANSWERED", { value, count });
  }
}

/** Extra questions (types 1 to 5) with their bilingual options and the required mark. */
export const extraItemKind: ItemKind<Input> = {
  table: "extraItems",
  ordered: true,
  times: [],
  columns: itemColumns,
  async check(tx, conferenceId, id, input) {
    if (id !== null) await assertAnswersKept(tx, conferenceId, id, input);
  },
  async afterDelete(tx, conferenceId, id) {
    await assertAnswersKept(tx, conferenceId, id, null);
  },
  refusals: {
    create: [],
    update: ["EXTRA_ITEM_ANSWERED", "EXTRA_OPTION_ANSWERED"],
    remove: ["EXTRA_ITEM_ANSWERED"],
  },
};
