import type { ConferenceView, GroupSchemeRecord } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { signInAdmin } from "../helpers/office-clients";
import { auditRows, editorView, registerThroughApi } from "./editor-fixture";

type Failure = {
  code: string;
  details: Record<string, unknown> & { fields?: { path: string; code: string; message: string }[] };
};

const typeBody = (overrides: Record<string, unknown> = {}) => ({
  title: { zh: "博士后", en: "Postdoc" },
  fee: 150_050,
  discountFee: 120_000,
  dollar: 0,
  dollarDiscount: 0,
  ...overrides,
});
const workshopBody = (overrides: Record<string, unknown> = {}) => ({
  title: { zh: "机器人专题", en: "Robotics" },
  fee: 30_000,
  dollar: 0,
  feeOnly: 50_000,
  dollarOnly: 0,
  numberLimit: 40,
  ...overrides,
});

/** The editor's sections (spec 002 §2 confernceDetail): every refusal keeps registrations whole. */
describeEachDialect("the conference editor's items", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let admin: TestClient;
  const base = () => `/api/admin/conferences/${fx.conference.id}`;
  const put = <T>(path: string, body: unknown) => admin.request<T>("PUT", path, body);
  const attendeeView = async () =>
    (await app.client().get<ConferenceView>(`/api/conferences/${fx.conference.id}`)).body;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    admin = await signInAdmin(app, fx.admin.account.username, fx.admin.password);
  });
  afterAll(() => app.close());

  it("participant types: created with every fee in cents, edited, reordered and hidden; the attendee sees them", async () => {
    const created = await admin.post<{ id: number }>(
      `${base()}/participant-types`,
      typeBody({ allowsPapers: true, maxPapers: 1 }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const seen = (await attendeeView()).participantTypes.find((t) => t.id === id);
    expect(seen).toMatchObject({ fee: 150_050, discountFee: 120_000, allowsPapers: true, maxPapers: 1 });
    expect((await put(`${base()}/participant-types/${id}`, typeBody({ isHidden: true }))).status).toBe(200);
    expect((await attendeeView()).participantTypes.map((t) => t.id)).not.toContain(id);
    const order = (await editorView(admin, fx.conference.id)).participantTypes.map((t) => t.id).reverse();
    expect((await put(`${base()}/participant-types-order`, { ids: order })).status).toBe(200);
    expect((await editorView(admin, fx.conference.id)).participantTypes.map((t) => t.id)).toEqual(order);
    const partial = await put<Failure>(`${base()}/participant-types-order`, { ids: order.slice(1) });
    expect(partial.status).toBe(400);
    expect(await auditRows(db(), "conference.itemReorder", fx.conference.id)).toHaveLength(1);
  });

  it("a participant type with a negative fee, or an early-bird fee above its full fee (yuan or dollars), is refused at that field and nothing is saved", async () => {
    const before = (await editorView(admin, fx.conference.id)).participantTypes;
    const existing = `${base()}/participant-types/${fx.types.delegate.id}`;
    const refusals = [
      [{ fee: -100 }, "fee", "validation.amountNegative", "金额不能为负数。"],
      [{ discountFee: 150_051 }, "discountFee", "validation.earlyFeeAboveFee", "早鸟价不能高于正常注册费。"],
      [{ dollar: 20_000, dollarDiscount: 20_001 }, "dollarDiscount", "validation.earlyFeeAboveFee", null],
    ] as const;
    for (const [change, path, code, zh] of refusals) {
      for (const res of [
        await admin.post<Failure>(`${base()}/participant-types`, typeBody(change)),
        await put<Failure>(existing, typeBody(change)),
      ]) {
        expect([res.status, res.body.code], path).toEqual([400, "VALIDATION_FAILED"]);
        expect(res.body.details.fields).toEqual([expect.objectContaining({ path, code })]);
        if (zh) expect(res.body.details.fields?.[0]).toMatchObject({ message: zh });
      }
    }
    expect((await editorView(admin, fx.conference.id)).participantTypes).toEqual(before);
    const equal = await admin.post(`${base()}/participant-types`, typeBody({ discountFee: 150_050 }));
    expect(equal.status).toBe(201);
  });

  it("a participant type or workshop that live registrations use is not deleted, and says how many use it", async () => {
    await registerThroughApi(app, fx);
    await registerThroughApi(app, fx);
    const type = await admin.delete<Failure>(`${base()}/participant-types/${fx.types.reduced.id}`);
    expect([type.status, type.body.code, type.body.details.count]).toEqual([
      409,
      "PARTICIPANT_TYPE_IN_USE",
      2,
    ]);
    const workshop = await admin.delete<Failure>(`${base()}/workshops/${fx.workshops.open.id}`);
    expect([workshop.status, workshop.body.code, workshop.body.details.count]).toEqual([
      409,
      "WORKSHOP_IN_USE",
      2,
    ]);
    const view = await editorView(admin, fx.conference.id);
    expect(view.participantTypes.find((t) => t.id === fx.types.reduced.id)?.used).toBe(2);
    expect(view.workshops.find((w) => w.id === fx.workshops.open.id)).toMatchObject({ used: 2, taken: 2 });
    const unused = await admin.post<{ id: number }>(`${base()}/participant-types`, typeBody());
    expect((await admin.delete(`${base()}/participant-types/${unused.body.id}`)).status).toBe(200);
    expect((await editorView(admin, fx.conference.id)).participantTypes.map((t) => t.id)).not.toContain(
      unused.body.id,
    );
  });

  it("a workshop's limit never goes below the places taken; at the count it holds, and the form's places follow", async () => {
    const small = fx.workshops.small.id;
    await registerThroughApi(app, fx, { workshopIds: [small], clientTotal: 80_000 + 50_000 });
    await registerThroughApi(app, fx, { workshopIds: [small], clientTotal: 80_000 + 50_000 });
    const refused = await put<Failure>(`${base()}/workshops/${small}`, workshopBody({ numberLimit: 1 }));
    expect([refused.status, refused.body.code, refused.body.details.taken]).toEqual([
      409,
      "WORKSHOP_LIMIT_BELOW_TAKEN",
      2,
    ]);
    const row = await db()
      .selectFrom("workshops")
      .select(["numberLimit", "titleEn"])
      .where("id", "=", small)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ numberLimit: 3, titleEn: "Small workshop" });
    expect((await put(`${base()}/workshops/${small}`, workshopBody({ numberLimit: 2 }))).status).toBe(200);
    expect((await attendeeView()).workshops.find((w) => w.id === small)).toMatchObject({
      remaining: 0,
      title: { en: "Robotics" },
    });
    const full = await registerThroughApi(app, fx, {
      workshopIds: [small],
      clientTotal: 80_000 + 30_000,
    }).catch((e: Error) => e.message);
    expect(String(full)).toMatch(/WORKSHOP_FULL|validation.workshopUnavailable/);
  });

  it("the fee table is written whole, each type and paper count once, for the conference's own types only", async () => {
    const rows = [
      {
        participantTypeId: fx.types.delegate.id,
        paperNum: 1,
        fee: 250_000,
        discountFee: 220_000,
        pageLimit: 6,
        overPageFee: 20_000,
      },
      {
        participantTypeId: fx.types.delegate.id,
        paperNum: 2,
        fee: 400_000,
        discountFee: 350_000,
        pageLimit: 6,
        overPageFee: 20_000,
      },
    ];
    expect((await put(`${base()}/fee-rows`, { rows })).status).toBe(200);
    expect((await attendeeView()).feeRows).toEqual(rows);
    const twice = await put<Failure>(`${base()}/fee-rows`, { rows: [rows[0], rows[0]] });
    expect(twice.body.details.fields?.[0]).toMatchObject({
      path: "rows.1.paperNum",
      code: "validation.feeRowDuplicate",
    });
    const otherType = await db()
      .insertInto("participantTypes")
      .values({
        conferenceId: fx.other.id,
        titleZh: "别人的",
        titleEn: "Theirs",
        fee: 1,
        discountFee: 1,
        createTime: "2026-01-01T00:00:00.000Z",
        updateTime: "2026-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const foreign = await put<Failure>(`${base()}/fee-rows`, {
      rows: [{ ...rows[0], participantTypeId: otherType.id }],
    });
    expect([foreign.status, foreign.body.details.fields?.[0]?.code]).toEqual([
      400,
      "validation.participantTypeUnavailable",
    ]);
    expect((await editorView(admin, fx.conference.id)).feeRows).toEqual(rows);
  });

  it("invitation codes: unique in the conference, unlocking its own types; one registrations were made with keeps its text", async () => {
    const body = {
      code: "GUEST88",
      title: "嘉宾",
      showsHotel: true,
      unlocksParticipantTypeIds: [fx.types.hidden.id],
    };
    const created = await admin.post<{ id: number }>(`${base()}/invitation-codes`, body);
    expect(created.status).toBe(201);
    const same = await admin.post<Failure>(`${base()}/invitation-codes`, { ...body, code: "guest88" });
    expect([same.status, same.body.code]).toEqual([409, "INVITATION_CODE_TAKEN"]);
    const foreign = await admin.post<Failure>(`${base()}/invitation-codes`, {
      code: "X1",
      unlocksParticipantTypeIds: [999_999],
    });
    expect(foreign.body.details.fields?.[0]?.code).toBe("validation.participantTypeUnavailable");
    const view = await app
      .client()
      .get<ConferenceView>(`/api/conferences/${fx.conference.id}?invcode=guest88`);
    expect(view.body.invitation).toMatchObject({
      showsHotel: true,
      unlocksParticipantTypeIds: [fx.types.hidden.id],
    });
    await registerThroughApi(app, fx, {
      invcode: "VIP2027",
      participantTypeId: fx.types.hidden.id,
      workshopIds: [fx.workshops.open.id],
      clientTotal: 30_000,
    });
    const vip = (await editorView(admin, fx.conference.id)).invitationCodes.find((c) => c.code === "VIP2027");
    expect(vip?.used).toBe(1);
    const renamed = await put<Failure>(`${base()}/invitation-codes/${vip?.id}`, { ...vip, code: "VIP2028" });
    expect([renamed.status, renamed.body.code, renamed.body.details.count]).toEqual([
      409,
      "INVITATION_CODE_IN_USE",
      1,
    ]);
    expect((await admin.delete<Failure>(`${base()}/invitation-codes/${vip?.id}`)).body.code).toBe(
      "INVITATION_CODE_IN_USE",
    );
    expect(
      (await put(`${base()}/invitation-codes/${vip?.id}`, { ...vip, hidesExtraInfo: true })).status,
    ).toBe(200);
  });

  it("extra questions: choices need options; an answered question keeps its kind and the options people chose", async () => {
    const noOptions = await admin.post<Failure>(`${base()}/extra-items`, {
      title: { zh: "午餐", en: "Lunch" },
      type: 2,
    });
    expect(noOptions.body.details.fields?.[0]).toMatchObject({
      path: "options",
      code: "validation.optionsRequired",
    });
    const options = [
      { value: "a", label: { zh: "甲", en: "A" } },
      { value: "b", label: { zh: "乙", en: "B" } },
    ];
    const body = { title: { zh: "选哪个", en: "Which one" }, type: 3, options, required: true };
    const { body: item } = await admin.post<{ id: number }>(`${base()}/extra-items`, body);
    await registerThroughApi(app, fx, { extras: [{ itemId: item.id, value: "a;b" }] });
    const answered = (await editorView(admin, fx.conference.id)).extraItems.find((i) => i.id === item.id);
    expect(answered).toMatchObject({ answers: 1, optionAnswers: { a: 1, b: 1 } });
    const dropB = await put<Failure>(`${base()}/extra-items/${item.id}`, { ...body, options: [options[0]] });
    expect([dropB.status, dropB.body.code, dropB.body.details]).toEqual([
      409,
      "EXTRA_OPTION_ANSWERED",
      { value: "b", count: 1 },
    ]);
    const kind = await put<Failure>(`${base()}/extra-items/${item.id}`, { ...body, type: 1, options: [] });
    expect(kind.body.code).toBe("EXTRA_ITEM_ANSWERED");
    expect((await admin.delete<Failure>(`${base()}/extra-items/${item.id}`)).body.code).toBe(
      "EXTRA_ITEM_ANSWERED",
    );
    const relabelled = [
      { value: "a", label: { zh: "甲组", en: "Group A" } },
      options[1],
      { value: "c", label: { zh: "丙", en: "C" } },
    ];
    expect((await put(`${base()}/extra-items/${item.id}`, { ...body, options: relabelled })).status).toBe(
      200,
    );
    expect((await attendeeView()).extraItems.find((i) => i.id === item.id)?.options).toEqual(relabelled);
  });

  it("group schemes (group/create, managerGroupSheme): 0 < discount <= 1; one a group uses is not deleted (此优惠方案已有组团，不能删除！)", async () => {
    const bad = await admin.post<Failure>(`${base()}/group-schemes`, { minNumber: 5, discount: 1.2 });
    expect(bad.body.details.fields?.[0]?.code).toBe("validation.discountFactor");
    const range = await admin.post<Failure>(`${base()}/group-schemes`, {
      minNumber: 5,
      maxNumber: 3,
      discount: 0.9,
    });
    expect(range.body.details.fields?.[0]?.code).toBe("validation.schemeRange");
    const used = await admin.post<{ id: number }>(`${base()}/group-schemes`, {
      minNumber: 5,
      discount: 0.85,
    });
    const free = await admin.post<{ id: number }>(`${base()}/group-schemes`, {
      groupType: 1,
      minNumber: 3,
      maxNumber: 8,
      discount: 0.9,
    });
    const at = app.clock.now.toISOString();
    await db()
      .insertInto("groups")
      .values({
        conferenceId: fx.conference.id,
        schemeId: used.body.id,
        groupCode: "ABCD23",
        createTime: at,
        updateTime: at,
      })
      .execute();
    const list = await admin.get<GroupSchemeRecord[]>(`${base()}/group-schemes`);
    expect(
      list.body.map(({ id, groupType, minNumber, maxNumber, discount, groups }) => ({
        id,
        groupType,
        minNumber,
        maxNumber,
        discount,
        groups,
      })),
    ).toEqual([
      { id: free.body.id, groupType: 1, minNumber: 3, maxNumber: 8, discount: 0.9, groups: 0 },
      { id: used.body.id, groupType: 0, minNumber: 5, maxNumber: 10_000, discount: 0.85, groups: 1 },
    ]);
    const refused = await admin.request<Failure>(
      "DELETE",
      `${base()}/group-schemes/${used.body.id}`,
      undefined,
      { headers: { "accept-language": "zh" } },
    );
    expect([refused.status, refused.body.code, (refused.body as { message?: string }).message]).toEqual([
      409,
      "SCHEME_IN_USE",
      "此优惠方案已有组团，不能删除！",
    ]);
    expect((await admin.delete(`${base()}/group-schemes/${free.body.id}`)).status).toBe(200);
    expect((await admin.get<GroupSchemeRecord[]>(`${base()}/group-schemes`)).body.map((s) => s.id)).toEqual([
      used.body.id,
    ]);
    expect((await admin.delete<Failure>(`${base()}/group-schemes/${free.body.id}`)).status).toBe(404);
  });

  it("every kind of item is added, put in a new order and deleted while unused; each change has its audit row", async () => {
    const { id: conferenceId } = (
      await admin.post<{ id: number }>("/api/admin/conferences", {
        ...(
          await editorView(admin, fx.conference.id)
        ).conference,
        title: { zh: "空白会议", en: "Blank" },
        systemCode: "BLANK",
      })
    ).body;
    const at = `/api/admin/conferences/${conferenceId}`;
    const kinds = [
      { segment: "participant-types", view: "participantTypes", body: typeBody() },
      { segment: "workshops", view: "workshops", body: workshopBody() },
      { segment: "hotels", view: "hotels", body: { name: { zh: "酒店", en: "" }, roomTypes: [] } },
      { segment: "invitation-codes", view: "invitationCodes", body: { code: "A1" }, unordered: true },
      { segment: "extra-items", view: "extraItems", body: { title: { zh: "问题", en: "" }, type: 1 } },
    ] as const;
    for (const kind of kinds) {
      const first = await admin.post<{ id: number }>(`${at}/${kind.segment}`, kind.body);
      const second = await admin.post<{ id: number }>(
        `${at}/${kind.segment}`,
        "unordered" in kind ? { code: "B2" } : kind.body,
      );
      expect([first.status, second.status], kind.segment).toEqual([201, 201]);
      const ids = () =>
        editorView(admin, conferenceId).then((v) => (v[kind.view] as { id: number }[]).map((i) => i.id));
      expect(await ids()).toEqual([first.body.id, second.body.id]);
      if (!("unordered" in kind)) {
        expect(
          (await put(`${at}/${kind.segment}-order`, { ids: [second.body.id, first.body.id] })).status,
        ).toBe(200);
        expect(await ids(), kind.segment).toEqual([second.body.id, first.body.id]);
      }
      expect((await admin.delete(`${at}/${kind.segment}/${first.body.id}`)).status).toBe(200);
      expect(await ids()).toEqual([second.body.id]);
    }
    const actions = await db()
      .selectFrom("auditLog")
      .select((eb) => ["action", eb.fn.countAll<number>().as("n")])
      .where("conferenceId", "=", conferenceId)
      .where("action", "in", [
        "conference.itemCreate",
        "conference.itemUpdate",
        "conference.itemDelete",
        "conference.itemReorder",
      ])
      .groupBy("action")
      .orderBy("action")
      .execute();
    expect(actions.map((a) => [a.action, Number(a.n)])).toEqual([
      ["conference.itemCreate", 10],
      ["conference.itemDelete", 5],
      ["conference.itemReorder", 4],
    ]);
  });

  it("an item of another conference is not found through this one", async () => {
    const other = await db()
      .selectFrom("workshops")
      .select("id")
      .where("conferenceId", "=", fx.conference.id)
      .executeTakeFirstOrThrow();
    const res = await admin.delete<Failure>(`/api/admin/conferences/${fx.other.id}/workshops/${other.id}`);
    expect([res.status, res.body.code]).toEqual([404, "NOT_FOUND"]);
  });
});
