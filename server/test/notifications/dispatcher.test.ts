import { beforeAll, expect, it } from "vitest";
import { transact } from "#db/transact";
import { claimMs } from "#features/notifications/dispatcher";
import { Messages } from "#features/notifications/messages";
import { queueMessage } from "#features/notifications/queue-message";
import type { MessageSender, OutgoingMessage, Senders } from "#features/notifications/senders";
import { createLogger } from "#logger";
import { describeEachDialect } from "../helpers/database";
import { secondProcessDb } from "../helpers/second-process";

const minute = 60_000;
const policy = { maxAttempts: 3, firstDelayMs: minute, maxDelayMs: 10 * minute };

/** A sender double: records what it was given, and fails while `failures` lasts. */
function recordingSender(name: string, failures = 0) {
  const sent: OutgoingMessage[] = [];
  let left = failures;
  const sender: MessageSender = {
    name,
    send: async (message) => {
      if (left > 0) {
        left -= 1;
        throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      }
      sent.push(message);
    },
  };
  return { sender, sent };
}

/** A sender that takes a message and holds it until released (a slow SMTP server, or a process dying). */
function holdingSender(name: string) {
  const sent: OutgoingMessage[] = [];
  let taken = () => {};
  const started = new Promise<void>((resolve) => {
    taken = resolve;
  });
  let release: (error?: Error) => void = () => {};
  const released = new Promise<Error | undefined>((resolve) => {
    release = resolve;
  });
  const sender: MessageSender = {
    name,
    send: async (message) => {
      taken();
      const error = await released;
      if (error) throw error;
      sent.push(message);
    },
  };
  return { sender, sent, started, release };
}

describeEachDialect("queueing and dispatching messages", ({ db, handle }) => {
  const other = secondProcessDb(handle);
  const clock = { now: new Date("2027-03-01T08:00:00Z") };
  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const messagesWith = (senders: Senders) =>
    new Messages(senders, createLogger("silent"), db(), () => clock.now, policy);
  /** Another server process's dispatcher: its own connection, the same clock. */
  const otherProcessWith = (senders: Senders) =>
    new Messages(senders, createLogger("silent"), other(), () => clock.now, policy);

  async function queue(recipient: string, locale: "zh" | "en" = "en", channel: "email" | "sms" = "email") {
    return transact(
      db(),
      (tx) =>
        queueMessage(tx, {
          channel,
          recipient,
          template: "adminPasswordReset",
          locale,
          params: { code: "424242", minutes: 15, username: "wang" },
        }),
      { at: clock.now },
    );
  }
  const row = (id: number) =>
    db().selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(() => {
    clock.now = new Date("2027-03-01T08:00:00Z");
  });

  it("renders the template in the message's language and audits the queueing without personal data", async () => {
    const zh = await row(await queue("zh@example.org", "zh"));
    expect(zh).toMatchObject({
      status: "queued",
      attempts: 0,
      subject: "您的后台密码重置验证码",
      locale: "zh",
    });
    expect(zh.body).toContain("申请重置后台账户 wang 的密码");
    expect(zh.body).toContain("424242");
    const en = await row(await queue("en@example.org", "en"));
    expect(en.subject).toBe("Your back-office password reset code");
    const sms = await row(await queue("13500000000", "en", "sms"));
    expect(sms.subject).toBe("");
    expect(sms.body).toBe(
      "Back-office password reset code for wang: 424242, valid for 15 minutes. If you did not ask for it, ignore this message.",
    );
    const audit = await db()
      .selectFrom("auditLog")
      .select(["actorKind", "entity", "data"])
      .where("action", "=", "message.send")
      .where("entityId", "=", sms.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      actorKind: "system",
      entity: "message",
      data: JSON.stringify({ channel: "sms", template: "adminPasswordReset" }),
    });
    // Sent by the next test's dispatcher; clear them so each test counts its own.
    await db().deleteFrom("outbox").execute();
  });

  it("sends each channel through its own sender and records who delivered it", async () => {
    const email = recordingSender("smtp");
    const sms = recordingSender("acme-sms");
    const messages = messagesWith({ email: email.sender, sms: sms.sender });
    const mailId = await queue("one@example.org");
    const smsId = await queue("13500000001", "zh", "sms");
    await messages.dispatch();
    expect(email.sent.map((m) => m.recipient)).toEqual(["one@example.org"]);
    expect(sms.sent.map((m) => m.recipient)).toEqual(["13500000001"]);
    expect(await row(mailId)).toMatchObject({ status: "sent", sender: "smtp", attempts: 1 });
    expect((await row(smsId)).sentTime).toBe(clock.now.toISOString());
    expect(await row(smsId)).toMatchObject({ status: "sent", sender: "acme-sms" });
    await messages.dispatch();
    expect(email.sent).toHaveLength(1);
  });

  it("retries a failed message after a growing wait, then gives up and marks it failed", async () => {
    const failing = recordingSender("smtp", 10);
    const messages = messagesWith({ email: failing.sender, sms: failing.sender });
    const id = await queue("down@example.org");

    await messages.dispatch();
    expect(await row(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    later(minute - 1000);
    await messages.dispatch();
    expect((await row(id)).attempts).toBe(1);
    later(1000);
    await messages.dispatch();
    expect((await row(id)).attempts).toBe(2);
    // The second wait is twice the first.
    later(minute);
    await messages.dispatch();
    expect((await row(id)).attempts).toBe(2);
    later(minute);
    await messages.dispatch();
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3, sentTime: null });
    later(60 * minute);
    await messages.dispatch();
    expect((await row(id)).attempts).toBe(3);
  });

  it("a message that fails once goes out on the retry", async () => {
    const flaky = recordingSender("smtp", 1);
    const messages = messagesWith({ email: flaky.sender, sms: flaky.sender });
    const id = await queue("flaky@example.org");
    await messages.dispatch();
    later(minute);
    await messages.dispatch();
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: "" });
    expect(flaky.sent).toHaveLength(1);
  });

  it("two dispatchers at once (two server processes) send every message exactly once", async () => {
    const first = recordingSender("smtp");
    const second = recordingSender("smtp");
    const a = messagesWith({ email: first.sender, sms: first.sender });
    const b = messagesWith({ email: second.sender, sms: second.sender });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await queue(`crowd-${i}@example.org`));
    await Promise.all([a.dispatch(), b.dispatch()]);
    const delivered = [...first.sent, ...second.sent].map((m) => m.id).sort((x, y) => x - y);
    expect(delivered).toEqual(ids);
    const rows = await db()
      .selectFrom("outbox")
      .select(["status", "attempts"])
      .where("id", "in", ids)
      .execute();
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("a message one process is sending is left alone by another process's pass meanwhile", async () => {
    const slow = holdingSender("smtp");
    const second = recordingSender("smtp");
    const id = await queue("slow@example.org");
    const sending = messagesWith({ email: slow.sender, sms: slow.sender }).dispatch();
    await slow.started;
    await otherProcessWith({ email: second.sender, sms: second.sender }).dispatch();
    expect(second.sent).toEqual([]);
    slow.release();
    await sending;
    expect(slow.sent.map((m) => m.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a message whose sending process died is sent by another once the claim has run out", async () => {
    const dying = holdingSender("smtp");
    const second = recordingSender("smtp");
    const id = await queue("orphaned@example.org");
    const first = messagesWith({ email: dying.sender, sms: dying.sender }).dispatch();
    await dying.started;
    const survivor = otherProcessWith({ email: second.sender, sms: second.sender });
    later(claimMs - 1);
    await survivor.dispatch();
    expect(second.sent).toEqual([]);
    later(1);
    await survivor.dispatch();
    expect(second.sent.map((m) => m.id)).toEqual([id]);
    // The first attempt's late end (here a failure) changes nothing of what the second recorded.
    dying.release(new Error("socket hang up"));
    await first;
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: "" });
  });

  it("the wait before a retry holds for every process", async () => {
    const failing = recordingSender("smtp", 1);
    const second = recordingSender("smtp");
    const id = await queue("retry@example.org");
    await messagesWith({ email: failing.sender, sms: failing.sender }).dispatch();
    const survivor = otherProcessWith({ email: second.sender, sms: second.sender });
    later(minute - 1);
    await survivor.dispatch();
    expect(second.sent).toEqual([]);
    later(1);
    await survivor.dispatch();
    expect(second.sent.map((m) => m.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("says at start which channels stay in the development outbox", () => {
    const dev = { name: "development", send: async () => {} };
    expect(messagesWith({ email: dev, sms: dev }).undelivered).toEqual(["email", "sms"]);
    expect(messagesWith({ email: recordingSender("smtp").sender, sms: dev }).undelivered).toEqual(["sms"]);
  });
});
