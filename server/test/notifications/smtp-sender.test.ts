import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#config";
import { transact } from "#db/transact";
import { Messages, sendersFor } from "#features/notifications/messages";
import { queueMessage } from "#features/notifications/queue-message";
import { createLogger } from "#logger";
import { describeEachDialect } from "../helpers/database";
import { startFakeSmtp } from "../helpers/fake-smtp";

const from = "Conference registration <noreply@confreg.example>";

describe("mail configuration", () => {
  it("uses SMTP only when both SMTP_URL and MAIL_FROM are set", () => {
    const base = { DATA_DIR: "/nonexistent" };
    expect(sendersFor(loadConfig(base)).email.name).toBe("development");
    expect(sendersFor(loadConfig(base)).sms.name).toBe("development");
    const smtp = loadConfig({ ...base, SMTP_URL: "smtp://u:p@mail.example:587", MAIL_FROM: from });
    expect(smtp.mail).toEqual({ url: "smtp://u:p@mail.example:587", from });
    expect(sendersFor(smtp).email.name).toBe("smtp");
    expect(() => loadConfig({ ...base, SMTP_URL: "smtp://mail.example" })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...base, SMTP_URL: "http://mail.example", MAIL_FROM: from })).toThrow(
      /SMTP_URL/,
    );
  });
});

describeEachDialect("e-mail through SMTP (nodemailer) to a local SMTP server", ({ db }) => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let messages: Messages;
  beforeAll(async () => {
    smtp = await startFakeSmtp({ user: "mailer", pass: "s3cret:pass" });
    const config = loadConfig({ DATA_DIR: "/nonexistent", SMTP_URL: smtp.url, MAIL_FROM: from });
    messages = new Messages(sendersFor(config), createLogger("silent"), db(), () => new Date());
  });
  afterAll(async () => {
    await messages.stop();
    await smtp.close();
  });

  const queue = (recipient: string, locale: "zh" | "en") =>
    transact(db(), (tx) =>
      queueMessage(tx, {
        channel: "email",
        recipient,
        template: "passwordReset",
        locale,
        params: { code: "731905", minutes: 15 },
      }),
    );
  const row = (id: number) =>
    db().selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("delivers an English message with its headers, signed in with the URL's credentials", async () => {
    const id = await queue("mei@example.com", "en");
    await messages.dispatch();
    const mail = smtp.received.at(-1);
    expect(mail?.user).toBe("mailer");
    expect(mail?.from).toBe("noreply@confreg.example");
    expect(mail?.to).toEqual(["mei@example.com"]);
    expect(mail?.headers.get("from")).toBe(from);
    expect(mail?.headers.get("to")).toBe("mei@example.com");
    expect(mail?.headers.get("subject")).toBe("Your password reset code");
    expect(mail?.headers.get("content-language")).toBe("en");
    expect(mail?.headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail?.text).toContain("Your code is:\n\n731905\n\nIt is valid for 15 minutes");
    const kept = await row(id);
    expect(kept).toMatchObject({ status: "sent", sender: "smtp", attempts: 1 });
    // Delivered: the back office's outbox no longer shows the code (it would let an administrator use it).
    expect(kept.body).not.toContain("731905");
    expect(kept.body).toContain("It is valid for 15 minutes");
  });

  it("delivers a Chinese message in UTF-8: subject and body in the chosen language", async () => {
    await queue("lei@example.com", "zh");
    await messages.dispatch();
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(["lei@example.com"]);
    expect(mail?.headers.get("subject")).toBe("您的密码重置验证码");
    expect(mail?.headers.get("content-language")).toBe("zh-CN");
    expect(mail?.text).toContain("验证码为：\n\n731905\n\n验证码 15 分钟内有效");
  });

  it("a recipient the server refuses stays queued with the server's reply, for a retry", async () => {
    const count = smtp.received.length;
    const id = await queue("ghost@refuse.example", "en");
    await messages.dispatch();
    expect(smtp.received).toHaveLength(count);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "queued", attempts: 1, sender: "" });
    expect(failed.lastError).toMatch(/550/);
  });
});
