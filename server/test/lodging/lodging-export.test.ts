import { beforeAll, expect, it } from "vitest";
import {
  insertHotel,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
  insertRoomType,
} from "#seed/index";
import { describeEachDialect } from "../helpers/database";
import { lastExportAudit, openSheet } from "../helpers/exported-sheet";
import { freshIdNumber } from "../helpers/fixtures";
import { officeSuite, signInAdmin } from "../helpers/office-clients";
import { openApiDocument } from "../helpers/spec-operations";

/**
 * Spec 002 §2 "Lodging and transport list" (hotelTranslist): "export current registrations" writes the
 * rows the list's filters keep, with the fields of the page's column groups (attendee, payment, lodging,
 * transport), masked as the registration export is, audited.
 */
describeEachDialect("the lodging list's export", (context) => {
  const { db } = context;
  const suite = officeSuite(context, "lodging-export");
  const hotels = { lake: 0, hill: 0 };
  const idNumber = freshIdNumber();
  const path = (query = "") => `/api/admin/lodging/export?conferenceId=${suite.fx.conference.id}${query}`;

  beforeAll(async () => {
    const conferenceId = suite.fx.conference.id;
    const participantTypeId = suite.fx.types.delegate.id;
    const lake = await insertHotel(db(), { conferenceId, nameZh: "湖畔酒店", nameEn: "Lakeside Hotel" });
    const hill = await insertHotel(db(), { conferenceId, nameZh: "山景酒店", nameEn: "Hill Hotel" });
    hotels.lake = lake.id;
    hotels.hill = hill.id;
    const lakeRoom = await insertRoomType(db(), { hotelId: lake.id, nameZh: "大床房", nameEn: "King" });
    const hillRoom = await insertRoomType(db(), { hotelId: hill.id, nameZh: "双床房", nameEn: "Twin" });
    const stay = { isHotel: 1, hotelNights: 2, hotelStartDate: "2027-05-01", hotelEndDate: "2027-05-03" };
    const jia = await insertRegistration(
      db(),
      {
        conferenceId,
        participantTypeId,
        name: "住宿甲",
        phone: "13912345678",
        idNumber,
        ...stay,
        hotelId: lake.id,
        roomTypeId: lakeRoom.id,
        hotelPayType: 2,
        travelArriveNumber: "G101",
        travelArriveTime: "2027-05-01T02:30:00.000Z",
      },
      suite.app.pii,
    );
    await insertPayLine(db(), { registrationId: jia.id, payType: 2, payStatus: 2, totalFee: 80_000 });
    await insertRegistration(db(), {
      conferenceId,
      participantTypeId,
      name: "住宿乙",
      phone: "13700001111",
      ...stay,
      hotelId: lake.id,
      roomTypeId: lakeRoom.id,
      hotelPayType: 1,
    });
    await insertRegistration(db(), {
      conferenceId,
      participantTypeId,
      name: "住宿丙",
      ...stay,
      hotelId: hill.id,
      roomTypeId: hillRoom.id,
      hotelPayType: 2,
    });
    await insertRegistration(db(), { conferenceId, participantTypeId, name: "不住宿丁" });
    // Another conference's guest of a hotel of its own: never in this conference's file.
    const type = await insertParticipantType(db(), { conferenceId: suite.fx.other.id });
    const away = await insertHotel(db(), {
      conferenceId: suite.fx.other.id,
      nameZh: "别处酒店",
      nameEn: "Away",
    });
    const awayRoom = await insertRoomType(db(), { hotelId: away.id });
    await insertRegistration(db(), {
      conferenceId: suite.fx.other.id,
      participantTypeId: type.id,
      name: "住宿外",
      ...stay,
      hotelId: away.id,
      roomTypeId: awayRoom.id,
    });
  });

  it("writes the attendee, payment, lodging and transport fields titled in Chinese, with the conference's title and the list's words in the file name", async () => {
    const res = await suite.clients.admin.get<Buffer>(path());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`filename\\*=UTF-8''${encodeURIComponent("测试年会住宿交通列表")}\\d{14}\\.xlsx$`),
    );
    const { headers, rows } = await openSheet(res.body);
    // Basic 22, attendance 10, payment 7, hotel 13, traffic 6 (no conference column in one conference).
    expect(headers).toHaveLength(60);
    expect(headers.slice(0, 3)).toEqual(["注册编号", "姓名", "英文姓名"]);
    expect(headers).toEqual(expect.arrayContaining(["参会类型", "支付状态", "总费用", "酒店", "房型"]));
    expect(headers.slice(-3)).toEqual(["返程航班/车次", "返程时间", "返程站点/机场"]);
    // Not the lodging page's groups: invoice, extra information, other.
    for (const absent of ["发票抬头", "发票状态", "居住地址", "获奖题目", "会议"])
      expect(headers).not.toContain(absent);
    expect(rows.map((r) => r.姓名)).toEqual(["不住宿丁", "住宿丙", "住宿乙", "住宿甲"]);
    const jia = rows[3] ?? {};
    expect(jia).toMatchObject({
      酒店: "湖畔酒店",
      房型: "大床房",
      入住日期: "2027-05-01",
      离店日期: "2027-05-03",
      入住晚数: "2",
      住宿支付方式: "自费",
      支付状态: "已支付",
      总费用: "¥800.00",
      "到达航班/车次": "G101",
      到达时间: "2027-05-01 10:30",
    });
  });

  it("export current keeps the list's filters: a hotel keeps only its guests, and the export is audited as hotelTranslist", async () => {
    const res = await suite.clients.admin.get<Buffer>(path(`&hotelId=${hotels.lake}`));
    expect(res.status).toBe(200);
    const { rows } = await openSheet(res.body);
    expect(rows.map((r) => r.姓名)).toEqual(["住宿乙", "住宿甲"]);
    expect(rows.every((r) => r.酒店 === "湖畔酒店")).toBe(true);
    expect(await lastExportAudit(db())).toEqual({
      actorId: suite.fx.admin.account.id,
      conferenceId: suite.fx.conference.id,
      data: { list: "hotelTranslist", count: 2, personal: true, filters: ["hotelId"] },
    });
    const paidBySelf = await openSheet(
      (await suite.clients.admin.get<Buffer>(path(`&hotelId=${hotels.lake}&hotelPayType=2`))).body,
    );
    expect(paidBySelf.rows.map((r) => r.姓名)).toEqual(["住宿甲"]);
    const night = await openSheet((await suite.clients.admin.get<Buffer>(path("&night=2027-05-02"))).body);
    expect(night.rows.map((r) => r.姓名)).toEqual(["住宿丙", "住宿乙", "住宿甲"]);
    expect((await lastExportAudit(db())).data.filters).toEqual(["night"]);
  });

  it("an administrator's file has full ID numbers and phones; staff get them masked, audited as masked", async () => {
    const full = await openSheet((await suite.clients.admin.get<Buffer>(path("&keyword=住宿甲"))).body);
    expect(full.rows).toHaveLength(1);
    expect(full.rows[0]?.手机号).toBe("13912345678");
    expect(full.rows[0]?.证件号码).toBe(idNumber);
    const res = await suite.clients.staff.get<Buffer>(path(`&hotelId=${hotels.lake}`));
    expect(res.status).toBe(200);
    const masked = await openSheet(res.body);
    const jia = masked.rows.find((r) => r.姓名 === "住宿甲") ?? {};
    expect(jia.手机号).toBe("139****5678");
    expect(jia.证件号码).not.toContain(idNumber.slice(6, 14));
    expect(jia.证件号码?.endsWith(idNumber.slice(-4))).toBe(true);
    expect(masked.rows.find((r) => r.姓名 === "住宿乙")?.手机号).toBe("137****1111");
    expect(await lastExportAudit(db())).toMatchObject({
      actorId: suite.fx.staff.account.id,
      data: { list: "hotelTranslist", count: 2, personal: false, filters: ["hotelId"] },
    });
  });

  it("titles the columns and names the file in English for an English reader", async () => {
    const english = suite.app.client({ "accept-language": "en" });
    const login = { username: suite.fx.admin.account.username, password: suite.fx.admin.password };
    expect((await english.post("/api/admin/login", login)).status).toBe(200);
    const res = await english.get<Buffer>(path(`&hotelId=${hotels.hill}`));
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(
        `filename\\*=UTF-8''${encodeURIComponent("Test Annual Meeting Lodging and transport list ")}\\d{14}\\.xlsx$`,
      ),
    );
    const { headers, rows } = await openSheet(res.body);
    expect(headers.slice(0, 2)).toEqual(["Registration no.", "Name"]);
    expect(headers).toEqual(expect.arrayContaining(["Hotel", "Room type", "Hotel payment", "Arrives at"]));
    expect(headers).not.toContain("Invoice title");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Name: "住宿丙", Hotel: "Hill Hotel", "Room type": "Twin" });
  });

  it("keeps to the scope: another conference's guests never appear, and its staff may not export this one", async () => {
    const all = await openSheet((await suite.clients.admin.get<Buffer>(path())).body);
    expect(all.rows.map((r) => r.姓名)).not.toContain("住宿外");
    // The conference's staff naming no conference export their own only.
    const own = await openSheet((await suite.clients.staff.get<Buffer>("/api/admin/lodging/export")).body);
    expect(own.rows.map((r) => r.姓名).sort()).toEqual(["不住宿丁", "住宿丙", "住宿乙", "住宿甲"].sort());
    const other = await signInAdmin(
      suite.app,
      suite.fx.otherStaff.account.username,
      suite.fx.otherStaff.password,
    );
    const theirs = await openSheet((await other.get<Buffer>("/api/admin/lodging/export")).body);
    expect(theirs.rows.map((r) => r.姓名)).toEqual(["住宿外"]);
    expect((await suite.clients.otherStaff.get(path())).status).toBe(403);
  });

  it("refuses an account without the export permission", async () => {
    const res = await suite.clients.checkin.get<{ code: string }>(path());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "FORBIDDEN" });
  });

  it("is the operation exportLodging, guarded by registrations.export, standing for the list call the old export paged through", async () => {
    const doc = await openApiDocument(suite.app);
    expect(doc.paths["/api/admin/lodging/export"]?.get).toMatchObject({
      operationId: "exportLodging",
      "x-permission": "registrations.export",
      "x-spec-operations": ["manageGetRegisterList", "manage-register/list"],
    });
  });
});
