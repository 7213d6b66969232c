import type { RegistrationMail } from "@confreg/shared";
import { beforeAll, expect, it } from "vitest";
import type { OutgoingMessage } from "#features/notifications/senders";
import { insertRegistration } from "#seed/index";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";
import { insertMail, messageAudit } from "./mail-fixtures";

type ErrorBody = { code: string };

/**
 * The registration's mail list (spec 002 §2 "mail info", §4): its messages, newest first; staff send an
 * unsent one now or delete it, never a sent one; the dispatcher delivers what was sent, once.
 */
describeEachDialect("a registration's mail list", ({ db, dialect }) => {
  const h = paymentSuite(db, dialect);
  let staff: TestClient;
  let otherStaff: TestClient;
  let allAdmin: TestClient;
  let checkin: TestClient;

  beforeAll(async () => {
    staff = await h.admin(2);
    otherStaff = await h.admin(2, h.fx().other.id);
    allAdmin = await h.admin(1, null);
    checkin = await h.admin(3);
  });

  const registration = async () =>
    (
      await insertRegistration(db(), {
        conferenceId: h.fx().conference.id,
        participantTypeId: h.fx().types.delegate.id,
        name: "李四",
      })
    ).id;
  const mail = async (
    registrationId: number,
    fields: Parameters<typeof insertMail>[1] extends infer F ? Partial<F> : never = {},
  ) => (await insertMail(db(), { registrationId, conferenceId: h.fx().conference.id, ...fields })).id;
  const row = (id: number) =>
    db().selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const listOf = (client: TestClient, registrationId: number) =>
    client.get<RegistrationMail[]>(`/api/admin/registrations/${registrationId}/mails`);
  const send = (client: TestClient, id: number) =>
    client.post<RegistrationMail[]>(`/api/admin/mails/${id}/send`);
  const remove = (client: TestClient, id: number) =>
    client.delete<RegistrationMail[]>(`/api/admin/mails/${id}`);

  /** Swaps the e-mail sender for one that counts what it is given, for the length of `work`. */
  async function counting(work: (sent: OutgoingMessage[]) => Promise<void>) {
    const { senders } = h.app().messages;
    const original = senders.email;
    const sent: OutgoingMessage[] = [];
    senders.email = { name: "counting", send: async (message) => void sent.push(message) };
    try {
      await work(sent);
    } finally {
      await h.app().messages.idle();
      senders.email = original;
    }
  }

  it("lists the registration's messages newest first, text-message phones masked, deleted ones left out", async () => {
    const own = await registration();
    const other = await registration();
    const sent = await mail(own, {
      subject: "注册成功通知",
      body: "您的注册已确认。",
      status: "sent",
      sentTime: "2026-03-01T09:00:00.000Z",
    });
    await mail(own, { status: "deleted", subject: "已删除" });
    const sms = await mail(own, {
      channel: "sms",
      recipient: "13912345678",
      subject: "",
      body: "请尽快缴费。",
      status: "failed",
      attempts: 5,
      lastError: "gateway refused",
      sender: "",
      createTime: "2026-03-02T08:00:00.000Z",
    });
    await mail(other);
    const res = await listOf(staff, own);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: sms,
        channel: "sms",
        sender: "",
        recipient: "139****5678",
        subject: "",
        body: "请尽快缴费。",
        status: "failed",
        isSent: false,
        createTime: "2026-03-02T08:00:00.000Z",
        sentTime: null,
        lastError: "gateway refused",
      },
      {
        id: sent,
        channel: "email",
        sender: "conference@example.org",
        recipient: "lisi@example.com",
        subject: "注册成功通知",
        body: "您的注册已确认。",
        status: "sent",
        isSent: true,
        createTime: "2026-03-01T08:00:00.000Z",
        sentTime: "2026-03-01T09:00:00.000Z",
        lastError: "",
      },
    ]);
    expect((await listOf(allAdmin, own)).body).toHaveLength(2);
  });

  it("another conference's staff do not find the registration nor its messages; a check-in account may not look", async () => {
    const own = await registration();
    const id = await mail(own);
    for (const res of [
      await listOf(otherStaff, own),
      await send(otherStaff, id),
      await remove(otherStaff, id),
    ])
      expect([res.status, (res.body as unknown as ErrorBody).code]).toEqual([
        404,
        expect.stringMatching(/NOT_FOUND$/),
      ]);
    for (const res of [await listOf(checkin, own), await send(checkin, id), await remove(checkin, id)])
      expect([res.status, (res.body as unknown as ErrorBody).code]).toEqual([403, "FORBIDDEN"]);
    expect((await row(id)).status).toBe("held");
  });

  it("a held message is sent at once: queued, delivered by the dispatcher, audited", async () => {
    const own = await registration();
    const id = await mail(own);
    await counting(async (sent) => {
      const res = await send(staff, id);
      expect(res.status).toBe(200);
      expect(res.body.map((m) => m.id)).toEqual([id]);
      expect(["queued", "sent"]).toContain(res.body[0]?.status);
      await h.app().messages.idle();
      expect(sent.map((m) => [m.id, m.recipient, m.subject])).toEqual([[id, "lisi@example.com", "缴费提醒"]]);
    });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, sender: "counting" });
    expect((await listOf(staff, own)).body[0]).toMatchObject({ id, status: "sent", isSent: true });
    expect(await messageAudit(db(), id)).toEqual([["message.resend", "held", "queued", "admin"]]);
  });

  it("a failed message goes again with its attempts counted afresh", async () => {
    const own = await registration();
    const id = await mail(own, { status: "failed", attempts: 5, lastError: "connect ECONNREFUSED" });
    await counting(async (sent) => {
      expect((await send(staff, id)).status).toBe(200);
      await h.app().messages.idle();
      expect(sent.map((m) => m.id)).toEqual([id]);
    });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: "" });
  });

  it("a sent message is neither sent again nor deleted", async () => {
    const own = await registration();
    const id = await mail(own, { status: "sent", sentTime: "2026-03-01T09:00:00.000Z" });
    const before = await row(id);
    await counting(async (sent) => {
      for (const res of [await send(staff, id), await remove(staff, id)])
        expect([res.status, (res.body as unknown as ErrorBody).code]).toEqual([409, "MESSAGE_ALREADY_SENT"]);
      await h.app().messages.dispatch();
      expect(sent).toEqual([]);
    });
    expect(await row(id)).toEqual(before);
    expect(await messageAudit(db(), id)).toEqual([]);
  });

  it("only an unsent message is deleted: kept as deleted, out of the list, never sent", async () => {
    const own = await registration();
    const held = await mail(own);
    const failed = await mail(own, { status: "failed", attempts: 5 });
    const queued = await mail(own, { status: "queued", nextAttemptAt: "2099-01-01T00:00:00.000Z" });
    const res = await remove(staff, held);
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.id)).toEqual([queued, failed]);
    expect((await remove(staff, failed)).body.map((m) => m.id)).toEqual([queued]);
    expect((await remove(staff, queued)).body).toEqual([]);
    for (const id of [held, failed, queued]) expect((await row(id)).status).toBe("deleted");
    expect(await messageAudit(db(), held)).toEqual([["message.delete", "held", "deleted", "admin"]]);
    expect(await messageAudit(db(), queued)).toEqual([["message.delete", "queued", "deleted", "admin"]]);
    // Gone for staff: deleting or sending it again says so, and changes nothing.
    for (const again of [await remove(staff, held), await send(staff, held)])
      expect([again.status, (again.body as unknown as ErrorBody).code]).toEqual([409, "MESSAGE_DELETED"]);
    await counting(async (sent) => {
      await h.app().messages.dispatch();
      expect(sent.map((m) => m.id).filter((id) => [held, failed, queued].includes(id))).toEqual([]);
    });
    expect(await messageAudit(db(), held)).toHaveLength(1);
  });

  it("a held message waits for staff: the dispatcher leaves it alone", async () => {
    const own = await registration();
    const id = await mail(own);
    await counting(async (sent) => {
      await h.app().messages.dispatch();
      expect(sent.map((m) => m.id)).not.toContain(id);
    });
    expect((await row(id)).status).toBe("held");
  });

  it("two staff pressing Send at once: one delivery, one audit row; the other gets the same list or a refusal", async () => {
    const own = await registration();
    const id = await mail(own);
    const colleague = await h.admin(2);
    await counting(async (sent) => {
      const answers = await Promise.all([send(staff, id), send(colleague, id)]);
      for (const res of answers) {
        if (res.status === 200) expect(res.body.map((m) => m.id)).toEqual([id]);
        // Lost the race while the message was moving, or came after it had gone.
        else
          expect([res.status, (res.body as unknown as ErrorBody).code]).toEqual([
            409,
            expect.stringMatching(/^(STATE_CONFLICT|MESSAGE_ALREADY_SENT)$/),
          ]);
      }
      expect(answers.map((res) => res.status)).toContain(200);
      await h.app().messages.idle();
      await h.app().messages.dispatch();
      expect(sent.map((m) => m.id)).toEqual([id]);
    });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await messageAudit(db(), id)).toEqual([["message.resend", "held", "queued", "admin"]]);
  });

  it("payment notices name their registration, so they show in its mail list", async () => {
    const { accountId, client } = await h.attendee();
    const { registrationId, lineId } = await h.registration(accountId);
    const started = await client.post<{ checkout: { url: string } }>(
      `/api/registrations/${registrationId}/pay-lines/${lineId}/start`,
      { payType: 2, channel: "pc" },
    );
    expect(started.status).toBe(200);
    expect((await h.cashier(started.body.checkout.url, "paid")).status).toBe(303);
    const list = await listOf(staff, registrationId);
    expect(list.body.map((m) => [m.channel, m.recipient])).toEqual([["email", "lisi@example.com"]]);
  });
});
