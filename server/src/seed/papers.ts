import type { AcceptedPaperRow } from "#db/tables/accepted-papers";
import type { ConferenceKit } from "./conferences/kit";
import { day, iso, type SeedContext } from "./context";
import type { DemoPerson } from "./people";

const methodsZh = [
  "基于深度强化学习的",
  "基于模型预测控制的",
  "基于图神经网络的",
  "数据驱动的",
  "分布式自适应",
];
const problemsZh = [
  "多机器人协同控制方法",
  "电力系统频率调节研究",
  "无人机编队飞行控制",
  "工业过程故障诊断方法",
  "自动驾驶轨迹规划",
  "锂电池健康状态估计",
  "柔性机械臂振动抑制",
  "智能电网需求响应优化",
];
const methodsEn = [
  "Deep Reinforcement Learning for",
  "Model Predictive Control of",
  "Graph Neural Networks for",
];
const problemsEn = [
  "Multi-robot Cooperative Manipulation",
  "Frequency Regulation in Power Systems",
  "UAV Formation Flight",
  "Fault Diagnosis of Industrial Processes",
];

export type Author = { person: DemoPerson; papers: AcceptedPaperRow[] };

/** The congress's accepted papers, as imported from the paper system: 40 papers by 28 authors. */
export async function seedAcceptedPapers(ctx: SeedContext, kit: ConferenceKit): Promise<Author[]> {
  const r = ctx.random;
  const titles = [
    ...methodsZh.flatMap((m) => problemsZh.map((p) => m + p)),
    ...methodsEn.flatMap((m) => problemsEn.map((p) => `${m} ${p}`)),
  ];
  const authors: Author[] = Array.from({ length: 28 }, () => ({
    person: ctx.people.chinese({ student: r.chance(0.35) }),
    papers: [],
  }));
  const at = iso(Date.parse(kit.conference.beginTime) - 5 * day);
  const picked = r.shuffle(titles).slice(0, 40);
  for (const [index, title] of picked.entries()) {
    const author = authors[index < 28 ? index : r.int(0, 27)] as Author;
    const paper = await ctx.db
      .insertInto("acceptedPapers")
      .values({
        conferenceId: kit.conference.id,
        paperId: String(1001 + index * 7),
        title,
        submitUserName: author.person.name,
        submitUserEnName: author.person.nameEn,
        // The paper system lists a paper under its submitter's e-mail (the form's "my accepted papers").
        submitUserEmail: author.person.email,
        finalPaper: `papers/${kit.conference.systemCode}/${1001 + index * 7}-final.pdf`,
        pin: r.digits(6, true),
        createTime: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    author.papers.push(paper);
  }
  return authors;
}

const demoTitles = [
  ["基于事件触发的多智能体系统一致性控制", true],
  ["Learning-based Model Predictive Control for Autonomous Racing", true],
  ["面向工业互联网的边缘智能任务调度方法", false],
] as const;

/**
 * The demo attendee's own accepted papers at the congress, not registered yet: two final versions to
 * add on the form, and one whose final version is still missing (the form and mypaper show why not).
 */
export async function seedDemoAttendeePapers(
  ctx: SeedContext,
  kit: ConferenceKit,
  person: DemoPerson,
): Promise<void> {
  const at = iso(Date.parse(kit.conference.beginTime) - 5 * day);
  for (const [index, [title, final]] of demoTitles.entries()) {
    const paperId = String(1001 + (40 + index) * 7);
    await ctx.db
      .insertInto("acceptedPapers")
      .values({
        conferenceId: kit.conference.id,
        paperId,
        title,
        submitUserName: person.name,
        submitUserEnName: person.nameEn,
        submitUserEmail: person.email,
        finalPaper: final ? `papers/${kit.conference.systemCode}/${paperId}-final.pdf` : "",
        // Not from the seed's random stream: drawing from it here would change every name seeded after.
        pin: String(314159 + index * 271_828).slice(-6),
        createTime: at,
      })
      .execute();
  }
}

/** The society's member list (kind "caa"), committee list and a few IEEE members, for member checks. */
export class MemberList {
  readonly #ctx: SeedContext;
  #next = 1;

  constructor(ctx: SeedContext) {
    this.#ctx = ctx;
  }

  /** Adds the person to the list and returns the number to register with. */
  async add(person: DemoPerson, kind: "caa" | "committee" | "ieee", valid = true): Promise<string> {
    const serial = String(this.#next++).padStart(5, "0");
    const memberNo =
      kind === "caa"
        ? `E${this.#ctx.random.digits(4, true)}${serial}${person.isStudent ? "S" : "M"}`
        : kind === "committee"
          ? `WY${serial}`
          : `9${this.#ctx.random.digits(7)}`;
    const at = iso(this.#ctx.now.getTime() - 200 * day);
    await this.#ctx.db
      .insertInto("members")
      .values({
        kind,
        name: kind === "ieee" ? person.nameEn : person.name,
        memberNo,
        unit: person.unit,
        // The person's own details (drawn already): what the member suggestion offers back.
        gender: person.gender,
        job: person.job,
        email: person.email,
        phone: person.phone,
        valid: valid ? 1 : 0,
        createTime: at,
        updateTime: at,
      })
      .execute();
    return memberNo;
  }

  /** Members who are not registering anywhere (the list is the whole society, not the attendees). */
  async addOthers(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const person = this.#ctx.people.chinese({ student: this.#ctx.random.chance(0.2) });
      await this.add(
        person,
        this.#ctx.random.chance(0.85) ? "caa" : "committee",
        this.#ctx.random.chance(0.92),
      );
    }
  }
}
