import { expect, it } from "vitest";
import { insertInvoice } from "#seed/index";
import { adminEditSuite, fieldsOf, linesOf, payInFull, registeredBy } from "../helpers/admin-edit-fixture";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";

type Failure = { code: string };
type Form = {
  input: Record<string, unknown> & { idNumber: string; phone: string };
  masked: { idNumber: string; phone: string };
  charged: number;
  maySettleFee: boolean;
  lockedFields: string[];
  fee: { basis: string; pricedAt: string };
};
type Result = {
  registration: { id: number; unit: string; standing: { fee: number } };
  fee: {
    before: number;
    after: number;
    difference: number;
    newLine: { id: number; totalFee: number } | null;
    refunds: { lineId: number; amount: number }[];
  };
};

const day = 86_400_000;

/** Spec 002 §2, §5 "Registration edit form"; DOMAIN.md §3, §7: the back office edits a registration. */
describeEachDialect("the back office edits a registration", (context) => {
  const { db } = context;
  const suite = adminEditSuite(context);

  const registered = (overrides: Record<string, unknown> = {}) =>
    registeredBy(suite.app, suite.fx, overrides);
  const lines = (id: number) => linesOf(db(), id);
  const paid = (id: number) => payInFull(db(), suite.fx, id);
  const form = (id: number, client: TestClient = suite.fx.office.staff) =>
    client.get<Form>(`/api/admin/registrations/${id}/form`);
  const edit = (id: number, body: unknown, client: TestClient = suite.fx.office.staff) =>
    client.request<Result>("PUT", `/api/admin/registrations/${id}`, body);
  /**
   * The form's values sent back as they loaded, with the numbers kept, and `changes` applied; the invoice
   * only when changed (as the page sends it: untouched, it stays as it is).
   */
  async function editFromForm(id: number, changes: Record<string, unknown>, client = suite.fx.office.staff) {
    const loaded = await form(id, client);
    expect(loaded.status).toBe(200);
    const { invoice: _unchanged, ...input } = loaded.body.input;
    return edit(id, { ...input, keepIdNumber: true, keepPhone: true, ...changes }, client);
  }

  it("the form carries every value but the document and phone numbers, which staff see masked", async () => {
    const { id, input } = await registered();
    const res = await form(id);
    expect(res.status).toBe(200);
    expect(res.body.input).toMatchObject({ name: "韩梅梅", unit: "清华大学", idNumber: "", phone: "" });
    expect(res.body.masked.phone).toBe("138****5678");
    expect(res.body.masked.idNumber).not.toContain(input.idNumber.slice(6, 14));
    expect(res.body.masked.idNumber.slice(-1)).toBe(input.idNumber.slice(-1));
    expect(res.body).toMatchObject({ charged: 1_100_00, maySettleFee: true, lockedFields: [] });
    expect(JSON.stringify(res.body)).not.toContain(input.idNumber);
  });

  it("unpaid: staff change the unit and a workshop; the first line is priced again, the numbers kept", async () => {
    const { id, input } = await registered();
    const before = await db()
      .selectFrom("registrations")
      .select(["idNumberHash", "phone"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const res = await editFromForm(id, {
      unit: "北京大学",
      workshopIds: [suite.fx.workshops.spare.id],
      clientTotal: 800_00 + 500_00,
    });
    expect(res.status).toBe(200);
    expect(res.body.registration.unit).toBe("北京大学");
    expect(res.body.fee).toMatchObject({
      before: 1_100_00,
      after: 1_300_00,
      difference: 200_00,
      newLine: null,
    });
    expect(await lines(id)).toEqual([expect.objectContaining({ seq: 1, payStatus: 0, totalFee: 1_300_00 })]);
    const after = await db()
      .selectFrom("registrations")
      .select(["idNumberHash", "phone"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(after.phone).toBe(input.phone);
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorKind", "data"])
      .where("action", "=", "registration.edit")
      .where("entityId", "=", id)
      .executeTakeFirstOrThrow();
    expect(audit.actorKind).toBe("admin");
    expect(audit.data).not.toContain("北京大学");
  });

  it("paid, after the early-bird date: a workshop added is priced at the first submission's prices and becomes a new unpaid line of exactly the difference", async () => {
    const { id } = await registered();
    const firstLine = await paid(id);
    suite.app.clock.now = new Date(suite.start.getTime() + 12 * day);
    const staff = await suite.fx.signIn("staff");
    const res = await editFromForm(
      id,
      {
        workshopIds: [suite.fx.workshops.open.id, suite.fx.workshops.spare.id],
        clientTotal: 800_00 + 300_00 + 500_00,
      },
      staff,
    );
    expect(res.status).toBe(200);
    expect(res.body.fee).toMatchObject({
      before: 1_100_00,
      after: 1_600_00,
      difference: 500_00,
      refunds: [],
    });
    expect(res.body.fee.newLine?.totalFee).toBe(500_00);
    expect(await lines(id)).toEqual([
      { id: firstLine, seq: 1, payStatus: 2, totalFee: 1_100_00, receivedFee: 1_100_00 },
      { id: res.body.fee.newLine?.id, seq: 2, payStatus: 0, totalFee: 500_00, receivedFee: 0 },
    ]);
    expect(res.body.registration.standing.fee).toBe(1_600_00);
  });

  it("paid: a workshop dropped becomes a partial refund request of exactly the difference; once completed the line stays paid with the rest", async () => {
    const { id } = await registered({
      workshopIds: [suite.fx.workshops.open.id, suite.fx.workshops.spare.id],
      clientTotal: 1_600_00,
    });
    const line = await paid(id);
    const res = await editFromForm(id, { workshopIds: [suite.fx.workshops.spare.id], clientTotal: 1_300_00 });
    expect(res.status).toBe(200);
    expect(res.body.fee).toMatchObject({
      before: 1_600_00,
      after: 1_300_00,
      difference: -300_00,
      newLine: null,
    });
    expect(res.body.fee.refunds).toEqual([{ lineId: line, amount: 300_00 }]);
    expect(await lines(id)).toEqual([
      { id: line, seq: 1, payStatus: -1, totalFee: 1_600_00, receivedFee: 1_600_00 },
    ]);
    const request = await db()
      .selectFrom("refundRequests")
      .select(["amount", "reason"])
      .where("payLineId", "=", line)
      .executeTakeFirstOrThrow();
    expect(request.amount).toBe(300_00);
    expect(request.reason).not.toBe("");
    // The rest stays paid: the person may still check in while the difference goes back (-1, then -3).
    const eligible = async () =>
      (
        await db()
          .selectFrom("registrations")
          .select("checkinEligible")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).checkinEligible;
    expect(await eligible()).toBe(1);
    const detail = await suite.fx.office.admin.get<{ refund: { amount: number | null } }>(
      `/api/admin/pay-lines/${line}`,
    );
    expect(detail.body.refund.amount).toBe(300_00);
    expect((await suite.fx.office.admin.post(`/api/admin/pay-lines/${line}/approve-refund`, {})).status).toBe(
      200,
    );
    expect(await eligible()).toBe(1);
    const done = await suite.fx.office.admin.post(`/api/admin/pay-lines/${line}/complete-refund`, {
      refundType: 2,
    });
    expect(done.status).toBe(200);
    expect(await lines(id)).toEqual([
      { id: line, seq: 1, payStatus: 2, totalFee: 1_300_00, receivedFee: 1_300_00 },
    ]);
    const audit = await db()
      .selectFrom("auditLog")
      .select("data")
      .where("action", "=", "payment.completeRefund")
      .where("entityId", "=", line)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data ?? "{}").amounts).toMatchObject({ refundFee: 300_00 });
  });

  it("paid: the payment method stays; an issued invoice refuses a lower fee (void it first) and nothing changes", async () => {
    const { id } = await registered();
    await paid(id);
    const payType = await editFromForm(id, { payType: 2 });
    expect([payType.status, fieldsOf(payType)]).toEqual([400, ["payType:validation.lockedPayType"]]);
    await db().deleteFrom("invoices").where("registrationId", "=", id).execute();
    await insertInvoice(db(), { registrationId: id, invoiceType: 5, invoiceStatus: 2, amount: 1_100_00 });
    const lower = await editFromForm(id, { unit: "北京大学", workshopIds: [], clientTotal: 800_00 });
    expect([lower.status, (lower.body as unknown as Failure).code]).toEqual([
      409,
      "REFUND_BLOCKED_BY_INVOICE",
    ]);
    const row = await db()
      .selectFrom("registrations")
      .select("unit")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.unit).toBe("清华大学");
    expect(await lines(id)).toEqual([expect.objectContaining({ payStatus: 2, totalFee: 1_100_00 })]);
  });

  it("a voucher under review fixes the fee (409) but not the rest", async () => {
    const { id } = await registered();
    await db().updateTable("payLines").set({ payStatus: 1 }).where("registrationId", "=", id).execute();
    const loaded = await form(id);
    expect(loaded.body).toMatchObject({
      maySettleFee: false,
      lockedFields: ["participantTypeId", "workshopIds", "papers", "payType"],
    });
    const fee = await editFromForm(id, { workshopIds: [suite.fx.workshops.spare.id], clientTotal: 1_300_00 });
    expect([fee.status, (fee.body as unknown as Failure).code]).toEqual([409, "FEE_SETTLEMENT_BLOCKED"]);
    const unit = await editFromForm(id, { unit: "复旦大学" });
    expect([unit.status, unit.body.registration?.unit]).toEqual([200, "复旦大学"]);
  });

  it("outside the registration window the back office still edits, the attendee no longer", async () => {
    const { id, input, attendee } = await registered();
    suite.app.clock.now = new Date(suite.start.getTime() + 16 * day);
    const own = await attendee.request("PUT", `/api/registrations/${id}`, { ...input, unit: "复旦大学" });
    expect([own.status, (own.body as Failure).code]).toEqual([409, "REGISTRATION_CLOSED"]);
    const res = await editFromForm(id, { unit: "复旦大学" }, await suite.fx.signIn("staff"));
    expect([res.status, res.body.registration?.unit]).toEqual([200, "复旦大学"]);
  });

  it("every problem at once: blank name, unit and job, a bad e-mail and phone, no participant type", async () => {
    const { id } = await registered();
    const res = await editFromForm(id, {
      name: " ",
      unit: "",
      job: "",
      email: "not-an-email",
      keepPhone: false,
      phone: "12345",
      participantTypeId: 0,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        "name:validation.required",
        "unit:validation.required",
        "job:validation.required",
        "email:validation.email",
        "participantTypeId:validation.participantType",
      ]),
    );
    expect(
      fieldsOf(res).some((f) => f.startsWith("phone:")),
      fieldsOf(res).join(),
    ).toBe(true);
  });

  it("a member number is verified against the name (姓名与会员编号不匹配)", async () => {
    const { id } = await registered();
    const type = { participantTypeId: suite.fx.types.member.id, workshopIds: [], clientTotal: 1_200_00 };
    const wrong = await editFromForm(id, { ...type, memberNo: "E999999999M" });
    expect([wrong.status, fieldsOf(wrong)]).toEqual([400, ["memberNo:validation.memberMismatch"]]);
    const right = await editFromForm(id, { ...type, memberNo: "E123456789M" });
    expect(right.status).toBe(200);
    expect(right.body.fee.after).toBe(1_200_00);
  });

  it("a group code is checked: not found (1), expired (2), full (3); an open group is joined at its discount", async () => {
    const { id: holder } = await registered();
    await db()
      .updateTable("registrations")
      .set({ groupId: suite.fx.groups.full.id })
      .where("id", "=", holder)
      .execute();
    const { id } = await registered();
    for (const [code, error] of [
      ["NOPE22", "validation.groupNotFound"],
      ["GONEGH", "validation.groupExpired"],
      ["FULLKM", "validation.groupFull"],
    ]) {
      const res = await editFromForm(id, { group: { join: code } });
      expect([code, res.status, fieldsOf(res)]).toEqual([code, 400, [`group.join:${error}`]]);
    }
    const joined = await editFromForm(id, { group: { join: "openab" }, clientTotal: 990_00 });
    expect(joined.status).toBe(200);
    const row = await db()
      .selectFrom("registrations")
      .select("groupId")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.groupId).toBe(suite.fx.groups.open.id);
    expect(await lines(id)).toEqual([expect.objectContaining({ totalFee: 990_00 })]);
    const again = await editFromForm(id, { group: { join: "OPENAB" }, clientTotal: 990_00 });
    expect(fieldsOf(again)).toEqual(["group:validation.lockedGroup"]);
  });

  it("a check-in account may not edit; another conference's staff and administrator do not find it", async () => {
    const { id, input } = await registered();
    const body = { ...input, keepIdNumber: true, keepPhone: true };
    expect((await form(id, suite.fx.office.checkin)).status).toBe(403);
    expect((await edit(id, body, suite.fx.office.checkin)).status).toBe(403);
    for (const client of [suite.fx.office.otherStaff, suite.fx.office.otherAdmin]) {
      expect((await form(id, client)).status).toBe(404);
      expect((await edit(id, body, client)).status).toBe(404);
    }
    expect((await editFromForm(id, { unit: "浙江大学" }, suite.fx.office.admin)).status).toBe(200);
  });
});
