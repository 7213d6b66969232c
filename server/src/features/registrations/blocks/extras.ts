import { extraIssues, storedExtraAnswers } from "@confreg/shared";
import { toExtraItem } from "#features/conferences/conference.mappers";
import { defineBlock } from "./block";

type ExtrasPlan = { itemId: number; value: string }[];

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
  async write(tx, plan, { registrationId }) {
    await tx.db
      .insertInto("extraAnswers")
      .values(plan.map(({ itemId, value }) => ({ registrationId, extraItemId: itemId, value })))
      .execute();
  },
});
