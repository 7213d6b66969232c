import type { InvoiceReminderResult } from "@confreg/shared";
import { beforeAll, expect, it } from "vitest";
import {
  insertConference,
  insertInvoice,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
} from "#seed/index";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";

type ErrorBody = { code: string };
const hour = 3_600_000;
const taxpayer = "12100000400000624D";

/**
 * The invoice-information reminder (invoiceSms, spec 002 §2 and §5): a text message and an e-mail to every
 * paid registration of the chosen conference whose invoice information is missing; nobody twice in 24
 * hours; only accounts of every conference.
 */
describeEachDialect("the invoice-information reminder", ({ db, dialect }) => {
  const h = paymentSuite(db, dialect);
  /** Staff of every conference, signed in now (moving the clock a day on ends earlier sessions). */
  const allStaff = () => h.admin(2, null);
  let conferenceId = 0;
  let otherConferenceId = 0;
  /** The registrations that must be reminded, by what they lack. */
  const expected: Record<"noTitle" | "voidedNoTaxpayer" | "specialNoBank" | "paperNoPost", number> = {
    noTitle: 0,
    voidedNoTaxpayer: 0,
    specialNoBank: 0,
    paperNoPost: 0,
  };

  /** A registration of `conference` with one line and, unless `invoice` is null, an invoice. */
  async function registration(
    name: string,
    contact: { phone: string; email: string },
    line: { payStatus: 0 | 2; fee: number },
    invoice: Parameters<typeof insertInvoice>[1] extends infer F ? Omit<Partial<F>, "registrationId"> : never,
    options: { deleted?: boolean; conference?: number; typeId?: number } = {},
  ) {
    const reg = await insertRegistration(db(), {
      conferenceId: options.conference ?? conferenceId,
      participantTypeId: options.typeId ?? typeId,
      name,
      ...contact,
      isDeleted: options.deleted ? 1 : 0,
    });
    await insertPayLine(db(), {
      registrationId: reg.id,
      payType: 1,
      payStatus: line.payStatus,
      totalFee: line.fee,
      receivedFee: line.payStatus === 2 ? line.fee : 0,
    });
    await insertInvoice(db(), { registrationId: reg.id, ...invoice });
    return reg.id;
  }
  let typeId = 0;
  const paid = { payStatus: 2 as const, fee: 160_000 };
  const both = (n: number) => ({
    phone: `1391234${String(n).padStart(4, "0")}`,
    email: `reg${n}@example.com`,
  });

  beforeAll(async () => {
    const conference = await insertConference(db(), {
      titleZh: "发票提醒年会",
      titleEn: "Reminder meeting",
      settings: { isPost: true, isAllinvoice: true },
    });
    conferenceId = conference.id;
    typeId = (await insertParticipantType(db(), { conferenceId })).id;
    expected.noTitle = await registration("缺抬头", both(1), paid, { invoiceType: 5, invoiceTitle: "" });
    await registration("已填全", both(2), paid, {
      invoiceType: 5,
      invoiceTitle: "清华大学",
      taxpayerNumber: taxpayer,
    });
    await registration("不要发票", both(3), paid, { invoiceType: 7 });
    await registration("已申请", both(4), paid, { invoiceType: 5, invoiceStatus: 1 });
    await registration("已开票", both(5), paid, { invoiceType: 5, invoiceStatus: 2 });
    expected.voidedNoTaxpayer = await registration("已作废", both(6), paid, {
      invoiceType: 5,
      invoiceStatus: -2,
      invoiceTitle: "北京大学",
    });
    await registration("未缴费", both(7), { payStatus: 0, fee: 160_000 }, { invoiceType: 5 });
    await registration("已删除", both(8), paid, { invoiceType: 5 }, { deleted: true });
    expected.specialNoBank = await registration(
      "专票缺银行",
      { phone: "", email: "reg9@example.com" },
      paid,
      { invoiceType: 6, invoiceTitle: "清华大学", taxpayerNumber: taxpayer, address: "北京", phone: "010-1" },
    );
    expected.paperNoPost = await registration("纸票缺地址", { phone: "13912340010", email: "" }, paid, {
      invoiceType: 2,
      invoiceTitle: "清华大学",
      taxpayerNumber: taxpayer,
    });
    // Nothing to invoice: a free registration.
    await registration("免费", both(11), { payStatus: 2, fee: 0 }, { invoiceType: 5 });
    const other = await insertConference(db(), { titleZh: "别的会", titleEn: "Other" });
    otherConferenceId = other.id;
    const otherType = await insertParticipantType(db(), { conferenceId: other.id });
    await registration(
      "别的会",
      both(12),
      paid,
      { invoiceType: 5 },
      { conference: other.id, typeId: otherType.id },
    );
  });

  const remind = (client: TestClient, id = conferenceId) =>
    client.post<InvoiceReminderResult>(`/api/admin/conferences/${id}/invoice-reminder`);
  const reminders = () =>
    db()
      .selectFrom("outbox")
      .select([
        "channel",
        "recipient",
        "registrationId",
        "conferenceId",
        "locale",
        "subject",
        "body",
        "status",
      ])
      .where("template", "=", "invoiceInfoReminder")
      .orderBy("registrationId")
      .orderBy("channel")
      .execute();

  it("reminds exactly the paid registrations whose invoice information is missing, by SMS and e-mail", async () => {
    const res = await remind(await allStaff());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reminded: 4, sms: 3, emails: 3, skippedRecent: 0 });
    const rows = await reminders();
    expect(rows.map((r) => [r.registrationId, r.channel, r.recipient])).toEqual([
      [expected.noTitle, "email", "reg1@example.com"],
      [expected.noTitle, "sms", "13912340001"],
      [expected.voidedNoTaxpayer, "email", "reg6@example.com"],
      [expected.voidedNoTaxpayer, "sms", "13912340006"],
      [expected.specialNoBank, "email", "reg9@example.com"],
      [expected.paperNoPost, "sms", "13912340010"],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ conferenceId, locale: "zh" });
      // Where the details are filled in: the registration's own page.
      expect(row.body).toContain(
        `/register/${conferenceId}/user/registerDetail?register_id=${row.registrationId ?? 0}`,
      );
      expect(row.body).toContain("发票提醒年会");
    }
    await h.app().messages.idle();
    expect((await reminders()).map((r) => r.status)).toEqual(rows.map(() => "sent"));
    const audit = await db()
      .selectFrom("auditLog")
      .select(["data", "conferenceId"])
      .where("action", "=", "message.invoiceReminder")
      .execute();
    expect(audit.map((a) => [a.conferenceId, JSON.parse(a.data ?? "{}")])).toEqual([
      [conferenceId, { reminded: 4, sms: 3, emails: 3, skippedRecent: 0 }],
    ]);
  });

  it("does not remind anyone twice within 24 hours, and says how many it left out", async () => {
    const { clock } = h.app();
    // A day past any earlier reminder of this conference.
    clock.now = new Date(clock.now.getTime() + 25 * hour);
    const before = (await reminders()).length;
    expect((await remind(await allStaff())).body).toEqual({
      reminded: 4,
      sms: 3,
      emails: 3,
      skippedRecent: 0,
    });
    clock.now = new Date(clock.now.getTime() + 23 * hour);
    const again = await remind(await allStaff());
    expect(again.body).toEqual({ reminded: 0, sms: 0, emails: 0, skippedRecent: 4 });
    expect((await reminders()).length - before).toBe(6);
    clock.now = new Date(clock.now.getTime() + 2 * hour);
    expect((await remind(await allStaff())).body).toEqual({
      reminded: 4,
      sms: 3,
      emails: 3,
      skippedRecent: 0,
    });
    expect((await reminders()).length - before).toBe(12);
  });

  it("two reminders at once remind each registration once: one sends, the other finds them just reminded", async () => {
    const { clock } = h.app();
    clock.now = new Date(clock.now.getTime() + 25 * hour);
    const [first, second] = [await allStaff(), await allStaff()];
    const before = (await reminders()).length;
    const answers = (await Promise.all([remind(first), remind(second)])).map((res) => res.body);
    expect(answers).toEqual(
      expect.arrayContaining([
        { reminded: 4, sms: 3, emails: 3, skippedRecent: 0 },
        { reminded: 0, sms: 0, emails: 0, skippedRecent: 4 },
      ]),
    );
    expect((await reminders()).length - before).toBe(6);
  });

  it("reminds the chosen conference's registrations only: the other one has its own", async () => {
    expect((await remind(await allStaff(), otherConferenceId)).body).toEqual({
      reminded: 1,
      sms: 1,
      emails: 1,
      skippedRecent: 0,
    });
    const rows = await db()
      .selectFrom("outbox")
      .select("recipient")
      .where("template", "=", "invoiceInfoReminder")
      .where("conferenceId", "=", otherConferenceId)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.recipient)).toEqual(["13912340012", "reg12@example.com"]);
  });

  it("only accounts of every conference may send it; an unknown conference is not found", async () => {
    const before = (await reminders()).length;
    const refused = [await h.admin(1), await h.admin(2), await h.admin(3), await h.admin(3, null)];
    for (const client of refused) {
      const res = await remind(client);
      expect([res.status, (res.body as unknown as ErrorBody).code]).toEqual([403, "FORBIDDEN"]);
    }
    const missing = await remind(await h.admin(1, null), 999_999);
    expect([missing.status, (missing.body as unknown as ErrorBody).code]).toEqual([
      404,
      "CONFERENCE_NOT_FOUND",
    ]);
    expect(await reminders()).toHaveLength(before);
  });
});
