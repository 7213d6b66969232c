import type { ConferenceRow } from "#db/tables/conferences";
import type { FeeRowRow } from "#db/tables/fee-rows";
import { insertFeeRow, insertParticipantType, insertWorkshop } from "#seed/builders/conference";
import type { SeedContext } from "#seed/context";
import { yuan } from "./kit";

/** The congress's participant types (member, student, workshop-only, a hidden guest type...) and fee table. */
export async function seedCongressTypes(ctx: SeedContext, conference: ConferenceRow) {
  const created = conference.createTime;
  const at = { createTime: created, updateTime: created };
  const c = { conferenceId: conference.id, ...at };
  const type = (
    sortOrder: number,
    fields: Omit<Parameters<typeof insertParticipantType>[1], "conferenceId">,
  ) => insertParticipantType(ctx.db, { ...c, sortOrder, ...fields });
  const types = {
    nonMember: await type(1, {
      titleZh: "非会员代表",
      titleEn: "Non-member delegate",
      fee: yuan(3200),
      discountFee: yuan(2800),
      dollar: yuan(480),
      dollarDiscount: yuan(420),
      allowsPapers: 1,
    }),
    member: await type(2, {
      titleZh: "学会会员代表",
      titleEn: "Society member",
      fee: yuan(2600),
      discountFee: yuan(2200),
      dollar: yuan(400),
      dollarDiscount: yuan(340),
      isMember: 1,
      allowsPapers: 1,
    }),
    student: await type(3, {
      titleZh: "学生代表",
      titleEn: "Student",
      fee: yuan(1600),
      discountFee: yuan(1200),
      dollar: yuan(240),
      dollarDiscount: yuan(180),
      isStudent: 1,
      allowsPapers: 1,
      maxPapers: 1,
    }),
    industry: await type(4, {
      titleZh: "企业代表",
      titleEn: "Industry delegate",
      fee: yuan(3800),
      discountFee: yuan(3400),
    }),
    committee: await type(5, {
      titleZh: "专业委员会委员",
      titleEn: "Technical committee member",
      fee: yuan(2000),
      discountFee: yuan(1800),
      isCommittee: 1,
    }),
    workshopOnly: await type(6, {
      titleZh: "仅参加工作坊",
      titleEn: "Workshops only",
      fee: 0,
      discountFee: 0,
      workshopOnly: 1,
    }),
    guest: await type(7, {
      titleZh: "特邀嘉宾",
      titleEn: "Invited guest",
      fee: 0,
      discountFee: 0,
      isHidden: 1,
    }),
  };

  const feeRows: FeeRowRow[] = [];
  for (const [typeRow, one, two] of [
    [types.nonMember, [3500, 3000], [5500, 5000]],
    [types.member, [3000, 2600], [5000, 4500]],
    [types.student, [2000, 1600], null],
  ] as const) {
    for (const [paperNum, prices] of [
      [1, one],
      [2, two],
    ] as const) {
      if (!prices) continue;
      feeRows.push(
        await insertFeeRow(ctx.db, {
          participantTypeId: typeRow.id,
          paperNum,
          fee: yuan(prices[0]),
          discountFee: yuan(prices[1]),
          pageLimit: 6,
          overPageFee: yuan(300),
        }),
      );
    }
  }

  return { types, feeRows };
}

/** Paid workshops with capacities (one small enough to fill up) and a "not attending" choice. */
export async function seedCongressWorkshops(ctx: SeedContext, conference: ConferenceRow) {
  const created = conference.createTime;
  const c = { conferenceId: conference.id, createTime: created, updateTime: created };
  const workshop = (sortOrder: number, fields: Omit<Parameters<typeof insertWorkshop>[1], "conferenceId">) =>
    insertWorkshop(ctx.db, { ...c, sortOrder, ...fields });
  const workshops = [
    await workshop(0, { titleZh: "不参加工作坊", titleEn: "Not attending a workshop", isNoneOption: 1 }),
    await workshop(1, {
      titleZh: "机器学习与智能控制前沿",
      titleEn: "Frontiers of Machine Learning and Intelligent Control",
      fee: yuan(300),
      feeOnly: yuan(800),
      numberLimit: 80,
    }),
    await workshop(2, {
      titleZh: "工业机器人与智能制造",
      titleEn: "Industrial Robots and Smart Manufacturing",
      fee: yuan(300),
      feeOnly: yuan(800),
      numberLimit: 60,
    }),
    await workshop(3, {
      titleZh: "类脑计算与具身智能（小班研讨）",
      titleEn: "Brain-inspired Computing and Embodied AI (small seminar)",
      fee: yuan(500),
      feeOnly: yuan(1000),
      numberLimit: 5,
    }),
    await workshop(4, {
      titleZh: "自动化仪表与过程控制",
      titleEn: "Automation Instruments and Process Control",
      fee: yuan(200),
      feeOnly: yuan(600),
      numberLimit: 50,
    }),
  ];

  return workshops;
}
