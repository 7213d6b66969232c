import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { migrateTo, migrateToLatest } from "#db/migrate";
import { describeEachDialect } from "../helpers/database";
import { readColumns } from "../helpers/schema";

const at = "2024-05-01T00:00:00.000Z";

/**
 * Migration 0016: the old system's mails move into the outbox, each under its registration (sent ones
 * sent, unsent ones held for staff), the mails table goes; and back again with its down.
 */
describeEachDialect(
  "migration 0016: the mail list moves into the outbox",
  ({ db, dialect }) => {
    // The database as migration 0015 left it: the application's types no longer know the mails table.
    // biome-ignore lint/suspicious/noExplicitAny: rows of a table the current schema has dropped.
    const old = () => db() as unknown as Kysely<any>;
    const ids = { conference: 0, registration: 0 };

    async function insertOldRows() {
      ids.conference = (
        await old()
          .insertInto("conferences")
          .values({
            titleZh: "迁移会议",
            titleEn: "Migration meeting",
            beginTime: at,
            discountTime: at,
            endTime: at,
            settings: "{}",
            createTime: at,
            updateTime: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const type = await old()
        .insertInto("participantTypes")
        .values({
          conferenceId: ids.conference,
          titleZh: "代表",
          titleEn: "Delegate",
          fee: 100,
          discountFee: 100,
          createTime: at,
          updateTime: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.registration = (
        await old()
          .insertInto("registrations")
          .values({
            conferenceId: ids.conference,
            participantTypeId: type.id,
            name: "王五",
            changeSeq: 1,
            createTime: at,
            updateTime: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const mail = (fields: Record<string, unknown>) => ({
        conferenceId: ids.conference,
        registrationId: ids.registration,
        sender: "conference@example.org",
        email: "wangwu@example.com",
        createTime: "2024-05-01T01:00:00.000Z",
        updateTime: "2024-05-01T01:00:00.000Z",
        ...fields,
      });
      await old()
        .insertInto("mails")
        .values([
          mail({
            title: "注册成功通知",
            body: "您的注册已确认。",
            isSent: 1,
            sentTime: "2024-05-01T02:00:00.000Z",
          }),
          mail({ title: "缴费提醒", body: "请尽快缴费。", isSent: 0, sentTime: null }),
          // Sent, but the old system kept no time: the last change stands for it.
          mail({
            title: "会议通知",
            body: "会议日程已发布。",
            isSent: 1,
            sentTime: null,
            updateTime: "2024-05-03T09:30:00.000Z",
          }),
          mail({ registrationId: null, sender: "", title: "无注册的邮件", body: "正文", isSent: 0 }),
        ])
        .execute();
    }

    const copied = () =>
      db()
        .selectFrom("outbox")
        .select([
          "channel",
          "recipient",
          "template",
          "locale",
          "subject",
          "body",
          "status",
          "attempts",
          "sender",
          "conferenceId",
          "registrationId",
          "createTime",
          "sentTime",
          "nextAttemptAt",
        ])
        .where("template", "=", "mail")
        .orderBy("id")
        .execute();

    it("copies every mail into the outbox: sent ones sent, unsent ones held, under their registration", async () => {
      await migrateTo(db(), "0015_invoice_issuing");
      await insertOldRows();
      await migrateToLatest(db());
      const common = {
        channel: "email",
        recipient: "wangwu@example.com",
        template: "mail",
        locale: "zh",
        attempts: 0,
        sender: "conference@example.org",
        conferenceId: ids.conference,
        registrationId: ids.registration,
        createTime: "2024-05-01T01:00:00.000Z",
        nextAttemptAt: "",
      };
      expect(await copied()).toEqual([
        {
          ...common,
          subject: "注册成功通知",
          body: "您的注册已确认。",
          status: "sent",
          sentTime: "2024-05-01T02:00:00.000Z",
        },
        { ...common, subject: "缴费提醒", body: "请尽快缴费。", status: "held", sentTime: null },
        {
          ...common,
          subject: "会议通知",
          body: "会议日程已发布。",
          status: "sent",
          sentTime: "2024-05-03T09:30:00.000Z",
        },
        {
          ...common,
          sender: "",
          registrationId: null,
          subject: "无注册的邮件",
          body: "正文",
          status: "held",
          sentTime: null,
        },
      ]);
      expect(Object.keys(await readColumns(db(), dialect))).not.toContain("mails");
    });

    it("queues none of the old unsent mails: deploying sends nothing on its own", async () => {
      const due = await db().selectFrom("outbox").select("id").where("status", "=", "queued").execute();
      expect(due).toEqual([]);
    });

    it("goes back with its down: the mails table again, with the mails and their sent flags", async () => {
      await migrateTo(db(), "0015_invoice_issuing");
      const rows = await old()
        .selectFrom("mails")
        .select(["registrationId", "email", "title", "isSent", "sentTime"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        {
          registrationId: ids.registration,
          email: "wangwu@example.com",
          title: "注册成功通知",
          isSent: 1,
          sentTime: "2024-05-01T02:00:00.000Z",
        },
        {
          registrationId: ids.registration,
          email: "wangwu@example.com",
          title: "缴费提醒",
          isSent: 0,
          sentTime: null,
        },
        {
          registrationId: ids.registration,
          email: "wangwu@example.com",
          title: "会议通知",
          isSent: 1,
          sentTime: "2024-05-03T09:30:00.000Z",
        },
        {
          registrationId: null,
          email: "wangwu@example.com",
          title: "无注册的邮件",
          isSent: 0,
          sentTime: null,
        },
      ]);
      const left = await old().selectFrom("outbox").select("id").where("template", "=", "mail").execute();
      expect(left).toEqual([]);
      await migrateToLatest(db());
      expect(await copied()).toHaveLength(4);
    });
  },
  { migrate: false },
);
