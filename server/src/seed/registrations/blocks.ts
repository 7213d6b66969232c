import type { RegistrationInput } from "@confreg/shared";
import { day, iso, type SeedContext, taxNumberOf } from "../context";
import type { RegistrationPlan } from "./plan";

const dateOf = (ms: number) => iso(ms).slice(0, 10);
const textAnswers = ["无", "素食", "不吃辣", "海鲜过敏", "清真饮食"];
const longAnswers = [
  "建议增加青年学者论坛的时间。",
  "希望会议资料提前在网站发布。",
  "建议分会场之间留出更多交流时间。",
  "会场指引很清楚，感谢组织。",
];

/**
 * What a registrant fills in besides their own details, as the form sends it (shared `registrationInput`):
 * papers, a hotel room, answers to the extra questions, the invoice, a group. The server checks each
 * against the conference, as it does for anyone.
 */
export function blockInputs(
  ctx: SeedContext,
  plan: RegistrationPlan,
  groupCodes: ReadonlyMap<string, string>,
): Pick<RegistrationInput, "papers" | "hotel" | "extras" | "invoice" | "group"> {
  return {
    papers: plan.papers.map(({ accepted, pages }) => ({ paperId: accepted.paperId, pages })),
    hotel: hotelOf(ctx, plan),
    extras: plan.answersExtras ? extrasOf(ctx, plan) : [],
    invoice: invoiceOf(ctx, plan),
    group: plan.group
      ? plan.group.leader
        ? { create: plan.group.schemeId }
        : { join: groupCodes.get(plan.group.key) ?? "" }
      : null,
  };
}

function hotelOf(ctx: SeedContext, plan: RegistrationPlan): RegistrationInput["hotel"] {
  if (!plan.room) return null;
  const start = plan.kit.eventStart - day;
  return {
    roomTypeId: plan.room.roomTypeId,
    startDate: dateOf(start),
    endDate: dateOf(start + plan.room.nights * day),
    hotelPayType: ctx.random.pick([1, 2, 3] as const),
    residentType: plan.room.roommate ? 2 : 1,
    roommateName: plan.room.roommate ?? "",
  };
}

function extrasOf(ctx: SeedContext, plan: RegistrationPlan): NonNullable<RegistrationInput["extras"]> {
  return plan.kit.extraItems.map((item) => {
    const values = (JSON.parse(item.options) as { value: string }[]).map((o) => o.value);
    const value =
      item.type === 1
        ? ctx.random.pick(textAnswers)
        : item.type === 5
          ? ctx.random.pick(longAnswers)
          : item.type === 3
            ? ctx.random.shuffle(values).slice(0, ctx.random.int(1, 3)).join(";")
            : ctx.random.pick(values);
    return { itemId: item.id, value };
  });
}

/** The buyer's details as the registrant fills them in, by invoice type (DOMAIN.md §5). */
function invoiceOf(ctx: SeedContext, plan: RegistrationPlan): RegistrationInput["invoice"] {
  const { person, invoiceType } = plan;
  const contents = plan.kit.settings.invoiceContents;
  const invoiceContent = contents.length > 0 ? ctx.random.pick(contents) : "";
  const remark =
    plan.kit.settings.isInvoiceremark && ctx.random.chance(0.15) ? "请在备注栏注明参会人姓名" : "";
  if (invoiceType === 7) return { invoiceType, remark };
  if (invoiceType === 3) {
    return {
      invoiceType,
      invoiceContent,
      registree: person.name,
      unit: person.unit,
      postAddress: `${person.unit}, ${ctx.random.int(1, 300)} Campus Road`,
      postEmail: person.email,
      remark,
    };
  }
  const company = plan.kit.settings.isOnlyinvoice;
  return {
    invoiceType,
    invoiceContent,
    invoiceTitle: person.unit,
    taxpayerNumber: taxNumberOf(ctx, person.unit, company),
    postEmail: person.email,
    remark,
    ...(invoiceType === 6 || invoiceType === 4
      ? {
          address: `${person.unit}行政楼${ctx.random.int(1, 12)}层`,
          phone: `010-${ctx.random.digits(8, true)}`,
          bank: "中国建设银行北京分行营业部",
          account: `1100${ctx.random.digits(16)}`,
        }
      : {}),
    ...(invoiceType === 2
      ? { postAddress: `${person.unit}收发室`, postPhone: person.phone, registree: person.name }
      : {}),
  };
}
