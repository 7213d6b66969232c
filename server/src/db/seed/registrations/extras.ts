import type { SeedContext } from "#db/seed/context";
import type { RegistrationPlan } from "./plan";

const textAnswers = ["无", "素食", "不吃辣", "海鲜过敏", "清真饮食"];
const longAnswers = [
  "建议增加青年学者论坛的时间。",
  "希望会议资料提前在网站发布。",
  "建议分会场之间留出更多交流时间。",
  "会场指引很清楚，感谢组织。",
];

/** Papers, extra answers and the room the registration takes (counted unless it is deleted). */
export async function writeExtras(
  ctx: SeedContext,
  plan: RegistrationPlan,
  id: number,
  at: string,
): Promise<void> {
  const holds = !plan.deleted;
  for (const { accepted, pages } of plan.papers) {
    await ctx.db
      .insertInto("papers")
      .values({
        registrationId: id,
        conferenceId: plan.kit.conference.id,
        acceptedPaperId: accepted.id,
        paperId: accepted.paperId,
        paperTitle: accepted.title,
        paperPageNum: pages,
        paperCode:
          plan.status === 2 && plan.kit.settings.isPapermd
            ? `${accepted.paperId}-${ctx.random.chars(6, "ABCDEFGHJKMNPQRSTUVWXYZ23456789")}`
            : "",
        submitUserName: accepted.submitUserName,
        submitUserEnName: accepted.submitUserEnName,
        createTime: at,
        updateTime: at,
      })
      .execute();
    if (holds) {
      await ctx.db
        .updateTable("acceptedPapers")
        .set({ registrationId: id })
        .where("id", "=", accepted.id)
        .execute();
    }
  }
  if (plan.room && holds) {
    await ctx.db
      .updateTable("roomTypes")
      .set((eb) => ({ takenCount: eb("takenCount", "+", 1) }))
      .where("id", "=", plan.room.roomTypeId)
      .execute();
  }
  if (!plan.answersExtras) return;
  for (const item of plan.kit.extraItems) {
    const values = (JSON.parse(item.options) as { value: string }[]).map((o) => o.value);
    const value =
      item.type === 1
        ? ctx.random.pick(textAnswers)
        : item.type === 5
          ? ctx.random.pick(longAnswers)
          : item.type === 3
            ? ctx.random.shuffle(values).slice(0, ctx.random.int(1, 3)).join(";")
            : ctx.random.pick(values);
    await ctx.db
      .insertInto("extraAnswers")
      .values({ registrationId: id, extraItemId: item.id, value })
      .execute();
  }
}
