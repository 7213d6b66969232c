import { GroupType } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAdmin, insertGroupScheme } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { signInAdmin } from "../helpers/office-clients";

type Page<T> = { items: T[]; total: number };
type Row = { id: number; conference: { id: number }; discount: number; minNumber: number; groups: number };

describeEachDialect("back-office discount scheme list (groupSchemeList)", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let all: TestClient;
  let own: TestClient;
  let staff: TestClient;
  const s = { small: 0, special: 0, used: 0, other: 0 };
  const ids = (res: { body: Page<{ id: number }> }) => res.body.items.map((r) => r.id);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const at = (day: number) => `2026-03-0${day}T00:00:00.000Z`;
    const conferenceId = fx.conference.id;
    s.small = (await insertGroupScheme(db(), { conferenceId, minNumber: 3, createTime: at(1) })).id;
    s.special = (
      await insertGroupScheme(db(), {
        conferenceId,
        minNumber: 5,
        groupType: GroupType.special,
        createTime: at(2),
      })
    ).id;
    s.used = (
      await insertGroupScheme(db(), { conferenceId, minNumber: 5, discountBp: 8000, createTime: at(3) })
    ).id;
    await insertGroupScheme(db(), { conferenceId, minNumber: 5, isDeleted: 1, createTime: at(4) });
    s.other = (
      await insertGroupScheme(db(), { conferenceId: fx.other.id, minNumber: 5, createTime: at(5) })
    ).id;
    for (const code of ["USED22", "USED33"])
      await db()
        .insertInto("groups")
        .values({ conferenceId, schemeId: s.used, groupCode: code, createTime: at(6), updateTime: at(6) })
        .execute();
    const bound = await insertAdmin(db(), { username: "scheme-admin", role: 1, conferenceId });
    all = await signInAdmin(app, fx.admin.account.username, fx.admin.password);
    own = await signInAdmin(app, bound.account.username, bound.password);
    staff = await signInAdmin(app, fx.staff.account.username, fx.staff.password);
  });
  afterAll(() => app.close());

  it("lists the live schemes of every conference newest first, with the groups that use each", async () => {
    const page = await all.get<Page<Row>>("/api/admin/group-schemes");
    expect([ids(page), page.body.total]).toEqual([[s.other, s.used, s.special, s.small], 4]);
    expect(page.body.items.find((row) => row.id === s.used)).toMatchObject({
      conference: { id: fx.conference.id },
      discount: 0.8,
      groups: 2,
    });
  });

  it("filters by conference, group type and head count; a conference's administrator sees its own", async () => {
    expect(ids(await all.get(`/api/admin/group-schemes?conferenceId=${fx.other.id}`))).toEqual([s.other]);
    expect(ids(await all.get(`/api/admin/group-schemes?groupType=${GroupType.special}`))).toEqual([
      s.special,
    ]);
    expect(ids(await all.get("/api/admin/group-schemes?minNumber=3"))).toEqual([s.small]);
    expect(ids(await all.get("/api/admin/group-schemes?minNumber=three"))).toEqual([]);
    expect(ids(await own.get("/api/admin/group-schemes"))).toEqual([s.used, s.special, s.small]);
    expect((await own.get(`/api/admin/group-schemes?conferenceId=${fx.other.id}`)).status).toBe(403);
    expect((await staff.get("/api/admin/group-schemes")).status).toBe(403);
  });
});
