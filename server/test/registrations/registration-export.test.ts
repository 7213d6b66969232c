import ExcelJS from "exceljs";
import { beforeAll, expect, it } from "vitest";
import {
  insertExtraItem,
  insertHotel,
  insertInvoice,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
  insertRoomType,
} from "#seed/index";
import { describeEachDialect } from "../helpers/database";
import { lastExportAudit as lastAudit, openSheet, xlsxPart } from "../helpers/exported-sheet";
import { freshIdNumber } from "../helpers/fixtures";
import { officeSuite } from "../helpers/office-clients";

describeEachDialect("registration export", (context) => {
  const { db } = context;
  const suite = officeSuite(context, "export");
  const idNumber = freshIdNumber();
  const path = (query = "") =>
    `/api/admin/registration-sheets/export?conferenceId=${suite.fx.conference.id}${query}`;

  beforeAll(async () => {
    const conferenceId = suite.fx.conference.id;
    const hotel = await insertHotel(db(), { conferenceId, nameZh: "湖畔酒店", nameEn: "Lakeside Hotel" });
    const room = await insertRoomType(db(), { hotelId: hotel.id });
    const diet = await insertExtraItem(db(), {
      conferenceId,
      titleZh: "饮食",
      titleEn: "Diet",
      type: 2,
      options: [
        { value: "veg", label: { zh: "素食", en: "Vegetarian" } },
        { value: "any", label: { zh: "不限", en: "Anything" } },
      ],
    });
    const paid = await insertRegistration(
      db(),
      {
        conferenceId,
        participantTypeId: suite.fx.types.delegate.id,
        name: "导出甲",
        phone: "13912345678",
        idNumber,
        isHotel: 1,
        hotelId: hotel.id,
        roomTypeId: room.id,
        hotelNights: 2,
        hotelStartDate: "2027-05-01",
        hotelEndDate: "2027-05-03",
        travelArriveTime: "2027-05-01T02:30:00.000Z",
        travelArriveNumber: "G101",
        contactPhone: "13811112222",
        awardReceivePhone: "13633334444",
      },
      suite.app.pii,
    );
    await insertInvoice(db(), {
      registrationId: paid.id,
      invoiceTitle: "导出大学",
      phone: "13555556666",
      postPhone: "13477778888",
    });
    await insertPayLine(db(), {
      registrationId: paid.id,
      payType: 2,
      payStatus: 2,
      totalFee: 123_400,
      receivedFee: 123_400,
      payTime: "2027-04-01T01:00:00.000Z",
    });
    await db()
      .insertInto("extraAnswers")
      .values({ registrationId: paid.id, extraItemId: diet.id, value: "veg" })
      .execute();
    await insertRegistration(db(), {
      conferenceId,
      participantTypeId: suite.fx.types.delegate.id,
      name: "导出乙",
      phone: "13700001111",
    });
    const type = await insertParticipantType(db(), { conferenceId: suite.fx.other.id });
    await insertRegistration(db(), {
      conferenceId: suite.fx.other.id,
      participantTypeId: type.id,
      name: "导出外",
    });
  });

  const lastExportAudit = () => lastAudit(db());

  it("an administrator's export holds every field, titled in Chinese, formatted, with full personal numbers; audited", async () => {
    const res = await suite.clients.admin.get<Buffer>(path());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("测试年会注册列表")}`,
    );
    const { headers, rows } = await openSheet(res.body);
    expect(headers.length).toBeGreaterThan(90);
    expect(headers.slice(0, 3)).toEqual(["注册编号", "姓名", "英文姓名"]);
    expect(headers).toContain("饮食");
    expect(rows.map((r) => r.姓名)).toEqual(["导出乙", "导出甲"]);
    const paid = rows[1] ?? {};
    expect(paid.手机号).toBe("13912345678");
    expect(paid.证件号码).toBe(idNumber);
    expect([paid.联系电话, paid.领奖人电话, paid.发票电话, paid.收件人电话]).toEqual([
      "13811112222",
      "13633334444",
      "13555556666",
      "13477778888",
    ]);
    expect(paid.总费用).toBe("¥1,234.00");
    expect(paid.支付状态).toBe("已支付");
    // 导出乙 has no fee: nothing to pay, not unpaid.
    expect(rows[0]?.支付状态).toBe("无需缴费");
    expect(paid.支付时间).toBe("2027-04-01 09:00");
    expect(paid.酒店).toBe("湖畔酒店");
    expect(paid.入住日期).toBe("2027-05-01");
    expect(paid.到达时间).toBe("2027-05-01 10:30");
    expect(paid.饮食).toBe("素食");
    expect(await lastExportAudit()).toMatchObject({
      data: { list: "registerList", count: 2, personal: true },
    });
  });

  it("an empty field is a blank cell, not a cell of empty text; the header row is bold, the rows plain", async () => {
    const res = await suite.clients.admin.get<Buffer>(path());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    expect(sheet.getRow(2).getCell(headers.indexOf("姓名")).value).toBe("导出乙");
    expect(sheet.getRow(2).getCell(headers.indexOf("发票号码")).type).toBe(ExcelJS.ValueType.Null);
    // exceljs reads an empty text cell as blank too: the file itself has no cell for an empty field.
    const cells = xlsxPart(res.body, "xl/worksheets/sheet1.xml").match(/<c [^>]*>(<v><\/v>)?/g) ?? [];
    expect(cells.length).toBeGreaterThan(headers.length);
    expect(cells.filter((cell) => cell.endsWith("<v></v>"))).toEqual([]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeUndefined();
  });

  it("staff get the same file with every phone and ID number masked (the registrant's, the invoice's, the recipient's...), and the export is audited as masked", async () => {
    const res = await suite.clients.staff.get<Buffer>(path());
    expect(res.status).toBe(200);
    const { rows } = await openSheet(res.body);
    const paid = rows.find((r) => r.姓名 === "导出甲") ?? {};
    expect(paid.手机号).toBe("139****5678");
    expect([paid.联系电话, paid.领奖人电话, paid.发票电话, paid.收件人电话]).toEqual([
      "138****2222",
      "136****4444",
      "135****6666",
      "134****8888",
    ]);
    expect(paid.证件号码).not.toContain(idNumber.slice(6, 14));
    expect(paid.证件号码?.endsWith(idNumber.slice(-4))).toBe(true);
    expect(await lastExportAudit()).toMatchObject({ data: { count: 2, personal: false } });
  });

  it("export current keeps the list's filters; English titles for an English reader", async () => {
    const english = suite.app.client({ "accept-language": "en" });
    const login = { username: suite.fx.admin.account.username, password: suite.fx.admin.password };
    expect((await english.post("/api/admin/login", login)).status).toBe(200);
    const res = await english.get<Buffer>(path("&payStatus=2"));
    const { headers, rows } = await openSheet(res.body);
    expect(headers).toContain("Name");
    expect(headers).toContain("Diet");
    expect(rows.map((r) => r.Name)).toEqual(["导出甲"]);
    expect(rows[0]?.Diet).toBe("Vegetarian");
    expect(await lastExportAudit()).toMatchObject({ data: { count: 1, filters: ["payStatus"] } });
  });

  it("a list longer than a batch is read in keyset batches, every row once, newest first", async () => {
    const type = await insertParticipantType(db(), { conferenceId: suite.fx.other.id });
    const at = suite.app.clock.now.toISOString();
    const many = Array.from({ length: 520 }, (_, i) => ({
      conferenceId: suite.fx.other.id,
      participantTypeId: type.id,
      name: `批量${String(i).padStart(3, "0")}`,
      changeSeq: 10_000_000 + i,
      createTime: at,
      updateTime: at,
    }));
    await db().insertInto("registrations").values(many).execute();
    const res = await suite.clients.admin.get<Buffer>(
      `/api/admin/registration-sheets/export?conferenceId=${suite.fx.other.id}`,
    );
    const { rows } = await openSheet(res.body);
    const expected = [...many.map((r) => r.name)].reverse();
    expect(rows.map((r) => r.姓名)).toEqual([...expected, "导出外"]);
  });

  it("the list reads the hotel, traffic and extra groups only when asked, with personal numbers masked", async () => {
    type Row = { name: string; fields?: Record<string, unknown>; extras?: Record<string, string> };
    type Page = { items: Row[]; questions?: { title: { zh: string } }[] };
    const list = `/api/admin/registrations?conferenceId=${suite.fx.conference.id}&keyword=${encodeURIComponent("导出甲")}`;
    const plain = await suite.clients.admin.get<Page>(list);
    expect(plain.body.items[0]).not.toHaveProperty("fields");
    expect(plain.body).not.toHaveProperty("questions");
    const more = await suite.clients.admin.get<Page>(`${list}&fieldGroups=hotel,traffic,extra`);
    const row = more.body.items[0];
    expect(row?.fields).toMatchObject({
      hotel: { zh: "湖畔酒店", en: "Lakeside Hotel" },
      hotelNights: 2,
      travelArriveNumber: "G101",
    });
    expect(row?.fields).not.toHaveProperty("phone");
    expect(Object.values(row?.extras ?? {})).toEqual(["veg"]);
    expect(more.body.questions?.map((q) => q.title.zh)).toEqual(["饮食"]);
  });

  it("check-in staff may not export; another conference's staff may not export this one", async () => {
    expect((await suite.clients.checkin.get(path())).status).toBe(403);
    expect((await suite.clients.otherStaff.get(path())).status).toBe(403);
  });
});
