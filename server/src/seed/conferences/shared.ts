import type { ExtraItemType } from "@confreg/shared";
import { insertExtraItem } from "#seed/builders/conference";
import type { SeedContext } from "#seed/context";

export async function mainPointOf(ctx: SeedContext, conferenceId: number): Promise<number> {
  const point = await ctx.db
    .selectFrom("checkinPoints")
    .select("id")
    .where("conferenceId", "=", conferenceId)
    .where("isMain", "=", 1)
    .executeTakeFirstOrThrow();
  return point.id;
}

const option = (value: string, zh: string, en: string) => ({ value, label: { zh, en } });

/** One extra question of each kind (ExtraItemType 1 to 5). */
export async function seedExtraItems(ctx: SeedContext, conferenceId: number) {
  const items: [ExtraItemType, string, string, ReturnType<typeof option>[]][] = [
    [1, "饮食禁忌或过敏", "Dietary restrictions or allergies", []],
    [
      2,
      "是否参加会后参观",
      "Will you join the post-conference lab visit?",
      [option("1", "参加", "Yes"), option("0", "不参加", "No")],
    ],
    [
      3,
      "感兴趣的研究方向（可多选）",
      "Research interests (choose any)",
      [
        option("control", "控制理论", "Control theory"),
        option("robotics", "机器人", "Robotics"),
        option("ai", "人工智能", "Artificial intelligence"),
        option("pattern", "模式识别", "Pattern recognition"),
        option("process", "过程控制", "Process control"),
      ],
    ],
    [
      4,
      "从何处得知本次会议",
      "How did you hear about the conference?",
      [
        option("website", "学会网站", "Society website"),
        option("wechat", "微信公众号", "WeChat account"),
        option("email", "邮件通知", "E-mail"),
        option("colleague", "同事推荐", "A colleague"),
      ],
    ],
    [5, "对会议组织的建议", "Suggestions for the organisers", []],
  ];
  const rows = [];
  for (const [index, [type, titleZh, titleEn, options]] of items.entries()) {
    rows.push(
      await insertExtraItem(ctx.db, { conferenceId, type, titleZh, titleEn, options, sortOrder: index }),
    );
  }
  return rows;
}
