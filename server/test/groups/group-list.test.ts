import { GroupStatus, GroupType, PayState } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertGroupScheme, insertParticipantType, insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { openSheet } from "../helpers/exported-sheet";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { officeClients } from "../helpers/office-clients";

type Page<T> = { items: T[]; total: number };
type Row = {
  id: number;
  groupCode: string;
  groupStatus: number;
  leader: { registrationId: number; name: string } | null;
  scheme: { minNumber: number; maxNumber: number; discount: number };
  members: number;
  paidMembers: number;
};
type Members = {
  group: Row;
  members: { registrationId: number; name: string; isLeader: boolean; removed: boolean; payState: number }[];
};

describeEachDialect("back-office group list (groupList, groupMemberList)", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let staff: TestClient;
  let otherStaff: TestClient;
  let admin: TestClient;
  let checkin: TestClient;
  const g = { forming: 0, paying: 0, special: 0, other: 0 };
  const people = { leader: 0, paid: 0, left: 0 };
  const ids = (res: { body: Page<{ id: number }> }) => res.body.items.map((r) => r.id);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const normal = await insertGroupScheme(db(), {
      conferenceId: fx.conference.id,
      minNumber: 3,
      discountBp: 8500,
    });
    const special = await insertGroupScheme(db(), {
      conferenceId: fx.conference.id,
      groupType: GroupType.special,
      minNumber: 2,
    });
    // A group takes its scheme's type when it is formed.
    const group = async (
      conferenceId: number,
      scheme: { id: number; groupType: GroupType },
      code: string,
      status: GroupStatus,
      at: string,
    ) =>
      (
        await db()
          .insertInto("groups")
          .values({
            conferenceId,
            schemeId: scheme.id,
            groupType: scheme.groupType,
            groupCode: code,
            groupStatus: status,
            createTime: at,
            updateTime: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    g.forming = await group(
      fx.conference.id,
      normal,
      "ABC234",
      GroupStatus.created,
      "2026-03-01T00:00:00.000Z",
    );
    g.paying = await group(
      fx.conference.id,
      normal,
      "XYZ789",
      GroupStatus.inProgress,
      "2026-03-02T00:00:00.000Z",
    );
    g.special = await group(
      fx.conference.id,
      special,
      "SPC222",
      GroupStatus.failed,
      "2026-03-03T00:00:00.000Z",
    );
    const otherType = await insertParticipantType(db(), { conferenceId: fx.other.id });
    const otherScheme = await insertGroupScheme(db(), { conferenceId: fx.other.id });
    g.other = await group(
      fx.other.id,
      otherScheme,
      "OTH333",
      GroupStatus.created,
      "2026-03-04T00:00:00.000Z",
    );

    const base = {
      conferenceId: fx.conference.id,
      participantTypeId: fx.types.delegate.id,
      groupId: g.paying,
    };
    people.leader = (await insertRegistration(db(), { ...base, name: "组长", isManager: 1 })).id;
    people.paid = (await insertRegistration(db(), { ...base, name: "已付成员" })).id;
    people.left = (await insertRegistration(db(), { ...base, name: "退出成员", isRemoved: 1 })).id;
    await insertRegistration(db(), { ...base, name: "已删除", isDeleted: 1 });
    await insertPayLine(db(), {
      registrationId: people.paid,
      payStatus: 3,
      totalFee: 170_000,
      receivedFee: 170_000,
    });
    await db()
      .updateTable("groups")
      .set({ leaderRegistrationId: people.leader, payNumber: 1 })
      .where("id", "=", g.paying)
      .execute();
    await insertRegistration(db(), {
      conferenceId: fx.other.id,
      participantTypeId: otherType.id,
      groupId: g.other,
    });
    ({ staff, otherStaff, admin, checkin } = await officeClients(db(), app, fx, "checker-groups"));
  });
  afterAll(() => app.close());

  it("lists the scope's groups newest first with their scheme, leader and live member counts", async () => {
    const page = await staff.get<Page<Row>>("/api/admin/groups");
    expect([ids(page), page.body.total]).toEqual([[g.special, g.paying, g.forming], 3]);
    const paying = page.body.items.find((row) => row.id === g.paying);
    expect(paying).toMatchObject({
      groupCode: "XYZ789",
      groupStatus: 1,
      leader: { registrationId: people.leader, name: "组长" },
      scheme: { minNumber: 3, maxNumber: 10_000, discount: 0.85 },
      // The leader and the paid member; the one who left and the deleted registration do not count.
      members: 2,
      paidMembers: 1,
    });
    expect(page.body.items.find((row) => row.id === g.forming)).toMatchObject({ leader: null, members: 0 });
  });

  it("each filter narrows the list: status, type, and the code typed in full in either case", async () => {
    expect(ids(await staff.get(`/api/admin/groups?groupStatus=${GroupStatus.failed}`))).toEqual([g.special]);
    expect(ids(await staff.get(`/api/admin/groups?groupType=${GroupType.normal}`))).toEqual([
      g.paying,
      g.forming,
    ]);
    expect(ids(await staff.get("/api/admin/groups?groupCode=xyz789"))).toEqual([g.paying]);
    expect(ids(await staff.get("/api/admin/groups?groupCode=XYZ78"))).toEqual([]);
    expect((await staff.get("/api/admin/groups?groupStatus=7")).status).toBe(400);
  });

  it("the all-conferences scope sees every conference's groups; another conference's staff see none of these", async () => {
    expect(ids(await admin.get("/api/admin/groups"))).toEqual([g.other, g.special, g.paying, g.forming]);
    expect(ids(await admin.get(`/api/admin/groups?conferenceId=${fx.other.id}`))).toEqual([g.other]);
    expect(ids(await otherStaff.get("/api/admin/groups"))).toEqual([g.other]);
    expect((await checkin.get("/api/admin/groups")).status).toBe(403);
  });

  it("a group's members: the leader first, the one who left marked, deleted registrations not shown", async () => {
    const res = await staff.get<Members>(`/api/admin/groups/${g.paying}/members`);
    expect(res.status).toBe(200);
    expect(res.body.group.id).toBe(g.paying);
    expect(res.body.members.map((m) => [m.name, m.isLeader, m.removed])).toEqual([
      ["组长", true, false],
      ["已付成员", false, false],
      ["退出成员", false, true],
    ]);
    expect(res.body.members.find((m) => m.registrationId === people.paid)?.payState).toBe(3);
    expect(res.body.members.find((m) => m.registrationId === people.leader)?.payState).toBe(
      PayState.nothingToPay,
    );
  });

  it("another conference's group does not exist for staff of this one", async () => {
    expect((await staff.get(`/api/admin/groups/${g.other}/members`)).status).toBe(404);
    expect((await otherStaff.get(`/api/admin/groups/${g.paying}/members`)).status).toBe(404);
    expect((await admin.get(`/api/admin/groups/${g.other}/members`)).status).toBe(200);
  });

  it("the registration and payment lists' keyword finds a group's members by its code, in either case", async () => {
    const found = await staff.get<Page<{ id: number }>>("/api/admin/registrations?keyword=xyz789");
    expect(ids(found).sort((a, b) => a - b)).toEqual([people.leader, people.paid, people.left]);
    const lines = await staff.get<Page<{ registrationId: number }>>("/api/admin/payments?keyword=XYZ789");
    expect(lines.body.items.map((row) => row.registrationId)).toEqual([people.paid]);
    expect(ids(await staff.get("/api/admin/registrations?keyword=XYZ78"))).toEqual([]);
    expect(ids(await otherStaff.get("/api/admin/registrations?keyword=XYZ789"))).toEqual([]);
  });

  it("the registration export names each member's group code, role and the group's discount", async () => {
    const res = await staff.get<Buffer>(
      `/api/admin/registration-sheets/export?conferenceId=${fx.conference.id}&keyword=XYZ789`,
    );
    expect(res.status).toBe(200);
    const { rows } = await openSheet(res.body);
    const byName = new Map(rows.map((row) => [row["姓名"], row]));
    const columns = ["组团码", "组团折扣（系数）", "组团负责人", "已退出组团"];
    const of = (name: string) => columns.map((column) => byName.get(name)?.[column]);
    expect(of("组长")).toEqual(["XYZ789", "0.85", "是", "否"]);
    expect(of("已付成员")).toEqual(["XYZ789", "0.85", "否", "否"]);
    expect(of("退出成员")).toEqual(["XYZ789", "", "否", "是"]);
  });

  it("exports the groups the filters keep with the list's columns, titled in Chinese, audited", async () => {
    const res = await staff.get<Buffer>(`/api/admin/groups/export?groupStatus=${GroupStatus.inProgress}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(encodeURIComponent("组团列表"));
    const { headers, rows } = await openSheet(res.body);
    expect(headers).toEqual([
      "组团优惠码",
      "会议",
      "团长",
      "组团类型",
      "折扣系数",
      "最少人数",
      "最多人数",
      "成员数",
      "已缴费人数",
      "组团状态",
      "创建时间",
    ]);
    expect(
      rows.map((row) => [row["组团优惠码"], row["团长"], row["折扣系数"], row["成员数"], row["已缴费人数"]]),
    ).toEqual([["XYZ789", "组长", "0.85", "2", "1"]]);
    const audit = await db()
      .selectFrom("auditLog")
      .select("data")
      .where("action", "=", "registrations.export")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.data))).toMatchObject({ list: "groupList", count: 1 });
    expect((await checkin.get("/api/admin/groups/export")).status).toBe(403);
  });
});
