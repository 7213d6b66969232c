import type { AccountPool } from "#seed/accounts";
import type { ConferenceKit } from "#seed/conferences/kit";
import type { SeedContext } from "#seed/context";
import type { Author, MemberList } from "#seed/papers";
import type { DemoPerson } from "#seed/people";
import {
  Capacity,
  drawCreateTime,
  drawInvoiceStatus,
  drawInvoiceType,
  drawPayType,
  drawStatus,
  drawWorkshops,
  type StatusWeights,
} from "./draw";
import { basePlan, type RegistrationPlan } from "./plan";

const statusWeights: StatusWeights = [
  [0, 18],
  [1, 8],
  [2, 55],
  [-1, 4],
  [-3, 3],
  [-2, 4],
  [-4, 3],
];
const typeWeights = [
  ["nonMember", 30],
  ["member", 25],
  ["student", 20],
  ["industry", 10],
  ["committee", 5],
  ["workshopOnly", 5],
  ["guest", 5],
] as const;

/** Draws what one congress registration looks like; papers and type may be given (authors). */
export class CongressPlanner {
  readonly workshops: Capacity;
  readonly rooms: Capacity;

  constructor(
    readonly ctx: SeedContext,
    readonly kit: ConferenceKit,
    readonly accounts: AccountPool,
    readonly members: MemberList,
  ) {
    this.workshops = new Capacity(kit.workshops.map((w) => [w.id, w.numberLimit]));
    this.rooms = new Capacity(kit.rooms.map(({ room }) => [room.id, room.stock]));
  }

  async plan(person: DemoPerson, fields: Partial<RegistrationPlan> = {}): Promise<RegistrationPlan> {
    const { ctx, kit } = this;
    const r = ctx.random;
    const createTime = fields.createTime ?? drawCreateTime(ctx, kit);
    const typeKey =
      fields.typeKey ??
      (person.isStudent ? "student" : r.weighted(typeWeights.filter(([k]) => k !== "student")));
    const d = drawStatus(r, statusWeights);
    const status = fields.status ?? d.status;
    const drawn = { status, repaid: fields.repaid ?? d.repaid, deleted: fields.deleted ?? d.deleted };
    const invoiceType =
      fields.invoiceType ??
      drawInvoiceType(r, [
        [5, 55],
        [6, 10],
        [2, 10],
        [7, 25],
      ]);
    const guest = typeKey === "guest";
    const imported = guest && r.chance(0.5);
    let workshopIds = drawWorkshops(ctx, kit, this.workshops, typeKey === "workshopOnly");
    let finalType = typeKey;
    if (typeKey === "workshopOnly" && workshopIds.length === 0) {
      finalType = "nonMember";
      workshopIds = drawWorkshops(ctx, kit, this.workshops, false);
    }
    return basePlan(kit, person, {
      accountId:
        fields.accountId !== undefined
          ? fields.accountId
          : imported
            ? null
            : await this.accounts.forPerson(person, createTime),
      typeKey: finalType,
      createTime,
      workshopIds,
      room: this.room(),
      payType: drawPayType(r, [
        [2, 35],
        [3, 35],
        [1, 18],
        [4, 5],
        [5, 7],
      ]),
      ...drawn,
      invoiceType,
      invoiceStatus: drawInvoiceStatus(r),
      invcode: guest
        ? (kit.codes[0]?.code ?? "")
        : finalType === "industry" && r.chance(0.3)
          ? (kit.codes[1]?.code ?? "")
          : "",
      // Members give their society number, committee members their committee number (rules/members.ts).
      memberNo:
        finalType === "member"
          ? await this.members.add(person, "caa")
          : finalType === "committee"
            ? await this.members.add(person, "committee")
            : "",
      level: guest ? r.pick([1, 2] as const) : person.isStudent && r.chance(0.1) ? 5 : 7,
      printType: guest ? 2 : person.unit.includes("大学") ? 4 : 1,
      checkIn: r.chance(0.35),
      answersExtras: !(finalType === "industry" && r.chance(0.3)) && r.chance(0.5),
      ...fields,
    });
  }

  room(): RegistrationPlan["room"] {
    const r = this.ctx.random;
    if (!r.chance(0.25)) return null;
    const open = this.rooms.available(this.kit.rooms.map(({ room }) => room.id));
    if (open.length === 0) return null;
    const roomTypeId = r.pick(open);
    this.rooms.take(roomTypeId);
    const hotelId = this.kit.rooms.find(({ room }) => room.id === roomTypeId)?.hotel.id ?? 0;
    const twin =
      this.kit.rooms.find(({ room }) => room.id === roomTypeId)?.room.nameEn.includes("twin") ?? false;
    const roommate = twin && r.chance(0.5) ? this.ctx.people.chinese().name : null;
    return { hotelId, roomTypeId, nights: r.int(2, 3), roommate };
  }
}

/** Authors register with their accepted papers (at most the type's limit); the others register plainly. */
export async function planCongress(
  planner: CongressPlanner,
  authors: Author[],
  total: number,
): Promise<RegistrationPlan[]> {
  const { ctx } = planner;
  const plans: RegistrationPlan[] = [];
  for (const author of authors.slice(0, 20)) {
    const typeKey = author.person.isStudent ? "student" : ctx.random.pick(["member", "nonMember"]);
    const papers = author.papers
      .slice(0, typeKey === "student" ? 1 : 2)
      .map((accepted) => ({ accepted, pages: ctx.random.int(4, planner.kit.settings.pageLimit) }));
    plans.push(await planner.plan(author.person, { typeKey, papers }));
  }
  while (plans.length < total) {
    plans.push(await planner.plan(ctx.people.chinese({ student: ctx.random.chance(0.22) })));
  }
  return plans;
}
