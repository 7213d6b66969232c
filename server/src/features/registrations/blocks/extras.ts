import { extraIssues, storedExtraAnswers } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { toExtraItem } from "#features/conferences";
import { type BlockTarget, defineBlock } from "./block";

type ExtrasPlan = { itemId: number; value: string }[];

async function writeAnswers(tx: Tx, plan: ExtrasPlan, { registrationId }: BlockTarget) {
  await tx.db
    .insertInto("extraAnswers")
    .values(plan.map(({ itemId, value }) => ({ registrationId, extraItemId: itemId, value })))
    .execute();
}

/** The conference's extra questions (registerItemList), stored one row per answer. */
export const extrasBlock = defineBlock<ExtrasPlan>({
  name: "extras",
  async check({ db, context, input }) {
    const rows = await db
      .selectFrom("extraItems")
      .selectAll()
      .where("conferenceId", "=", context.conference.id)
      .where("isDeleted", "=", 0)
      .execute();
    const rules = { items: rows.map(toExtraItem), invitation: context.invitation };
    const answers = storedExtraAnswers(rules, input.extras);
    return { issues: extraIssues(rules, input.extras), plan: answers.length ? answers : null };
  },
  async update(tx, plan, target) {
    await tx.db.deleteFrom("extraAnswers").where("registrationId", "=", target.registrationId).execute();
    if (plan) await writeAnswers(tx, plan, target);
  },
  async load(db, registrationId) {
    const answers = await db
      .selectFrom("extraAnswers")
      .select(["extraItemId", "value"])
      .where("registrationId", "=", registrationId)
      .orderBy("id")
      .execute();
    return { extras: answers.map((a) => ({ itemId: a.extraItemId, value: a.value })) };
  },
  write: writeAnswers,
});
