import { type PayStatus, verifyCheckinQr } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { transact } from "#db/transact";
import { fillCheckinQrs } from "#features/kiosk-sync/checkin-qr-fill";
import { pageMadeAhead } from "#features/kiosk-sync/page-ahead";
import { insertConference, insertParticipantType, insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { conferenceAdmin, issueCode, kioskApi, type SyncAnswer } from "../helpers/kiosk";

/** What version 2 carries of a registration, and nothing else (shared kioskRegistration). */
const kioskFields = [
  "id",
  "name",
  "nameEn",
  "unit",
  "unitEn",
  "checkinQr",
  "participantType",
  "participantTypeId",
  "printType",
  "level",
  "idType",
  "idHash",
  "idNumberMasked",
  "phoneMasked",
  "cardNumber",
  "checkIn",
  "owed",
  "currency",
  "isSignIn",
  "signInTime",
  "changeSeq",
].sort();

describeEachDialect("kiosk sync pages", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let kiosk: ReturnType<typeof kioskApi>;
  let token: string;
  let bigToken: string;
  const ids: Record<string, number> = {};

  const register = async (
    name: string,
    participantTypeId: number,
    lines: { payStatus: PayStatus; totalFee: number }[],
  ) => {
    const r = await insertRegistration(db(), {
      conferenceId: fx.conference.id,
      participantTypeId,
      name,
      phone: "13812345678",
    });
    for (const line of lines) await insertPayLine(db(), { registrationId: r.id, ...line });
    ids[name] = r.id;
  };

  /** 1,001 registrations of the other conference, written in one unit of work. */
  const registerMany = async (conferenceId: number, participantTypeId: number) => {
    const at = app.clock.now.toISOString();
    await transact(db(), async (tx) => {
      const rows = await tx.db
        .insertInto("registrations")
        .values(
          Array.from({ length: 1001 }, (_, i) => ({
            conferenceId,
            accountId: null,
            participantTypeId,
            name: `大会代表${i}`,
            changeSeq: 0,
            createTime: at,
            updateTime: at,
          })),
        )
        .returning("id")
        .execute();
      for (const row of rows) tx.touch(row.id);
    });
  };

  const syncRaw = (token: string, query: string, acceptEncoding = "gzip, deflate, br") =>
    fetch(`${app.url}/api/kiosk/sync?version=2&${query}`, {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": acceptEncoding },
    });

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    kiosk = kioskApi(app);
    await register("差额", fx.types.delegate.id, [
      { payStatus: 2, totalFee: 200_000 },
      { payStatus: 0, totalFee: 30_000 },
      { payStatus: 0, totalFee: 5_000 },
    ]);
    await register("审核中", fx.types.reduced.id, [
      { payStatus: 1, totalFee: 100_000 },
      { payStatus: 0, totalFee: 20_000 },
    ]);
    await register("已付", fx.types.delegate.id, [{ payStatus: 2, totalFee: 200_000 }]);
    await register("免费", fx.types.hidden.id, [{ payStatus: 0, totalFee: 0 }]);
    const { client } = await conferenceAdmin(app, db(), fx.conference.id);
    token = (await kiosk.enrol(await issueCode(client, fx.conference.id))).body.token;
    const bigType = await insertParticipantType(db(), { conferenceId: fx.other.id, fee: 0, discountFee: 0 });
    await registerMany(fx.other.id, bigType.id);
    const other = (await conferenceAdmin(app, db(), fx.other.id)).client;
    bigToken = (await kiosk.enrol(await issueCode(other, fx.other.id))).body.token;
  });
  afterAll(() => app.close());

  it("a row carries exactly the kiosk's fields: its type's titles, the masked phone, and what its unpaid lines owe", async () => {
    const { rows } = await kiosk.syncAll(token);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(Object.keys(byId.get(ids.差额 as number) ?? {}).sort()).toEqual(kioskFields);
    expect(byId.get(ids.差额 as number)).toMatchObject({
      name: "差额",
      participantType: { zh: fx.types.delegate.titleZh, en: fx.types.delegate.titleEn },
      participantTypeId: fx.types.delegate.id,
      printType: null,
      phoneMasked: "138****5678",
      checkIn: { eligible: false, reason: "owesDifference" },
      owed: 35_000,
    });
    expect(byId.get(ids.审核中 as number)).toMatchObject({
      participantType: { zh: "青年学者", en: "Young scholar" },
      checkIn: { eligible: false, reason: "underReview" },
      owed: 20_000,
    });
    expect(byId.get(ids.已付 as number)).toMatchObject({
      checkIn: { eligible: true, reason: "paid" },
      owed: 0,
    });
    expect(byId.get(ids.免费 as number)).toMatchObject({
      participantType: { zh: "特邀嘉宾", en: "Invited guest" },
      checkIn: { eligible: true, reason: "free" },
      owed: 0,
    });
  });

  it("a row carries its English unit and its signed QR code, the same before and after the job stores it", async () => {
    await db()
      .updateTable("registrations")
      .set({ unitEn: "Test University" })
      .where("id", "=", ids.已付 as number)
      .execute();
    const before = await kiosk.sync(token, 0, { limit: 1000, version: 3 });
    const key = { conferenceId: fx.conference.id, publicKey: before.body.conference?.qrPublicKey ?? "" };
    const rowOf = (page: typeof before, id: number) => page.body.registrations.find((row) => row.id === id);
    expect(rowOf(before, ids.已付 as number)?.unitEn).toBe("Test University");
    for (const row of before.body.registrations)
      expect(verifyCheckinQr(String(row.checkinQr), key)).toEqual({ ok: true, registrationId: row.id });
    const stored = await db()
      .selectFrom("registrations")
      .select(["id", "changeSeq"])
      .where("checkinQr", "is", null)
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(4);
    while ((await fillCheckinQrs({ db: db(), pii: app.pii }, { batch: 500 })) > 0);
    const after = await db().selectFrom("registrations").select(["id", "changeSeq", "checkinQr"]).execute();
    expect(after.filter((row) => row.checkinQr === null)).toEqual([]);
    // Not touched: no kiosk pulls them again for a code it already has.
    const seqs = new Map(stored.map((row) => [row.id, row.changeSeq]));
    for (const row of after.filter((r) => seqs.has(r.id))) expect(row.changeSeq).toBe(seqs.get(row.id));
    const again = await kiosk.sync(token, 0, { limit: 1000, version: 3 });
    for (const row of before.body.registrations) expect(rowOf(again, row.id)?.checkinQr).toBe(row.checkinQr);
    const storedCodes = new Map(after.map((row) => [row.id, row.checkinQr]));
    for (const row of before.body.registrations) expect(storedCodes.get(row.id)).toBe(row.checkinQr);
  });

  it("remaining is counted on a run's first page, then the previous page's figure less this page", async () => {
    const first = (await kiosk.sync(token, 0, { limit: 1 })).body;
    expect(first.remaining).toBe(3);
    // A figure the server was given is subtracted from, not checked by counting again.
    const second = (await (
      await syncRaw(token, `cursor=${first.cursor}&limit=1&remaining=40`)
    ).json()) as SyncAnswer;
    expect(second.remaining).toBe(39);
    // When the figure runs out while more is left, the server counts again.
    const third = (await (
      await syncRaw(token, `cursor=${second.cursor}&limit=1&remaining=1`)
    ).json()) as SyncAnswer;
    expect(third).toMatchObject({ hasMore: true, remaining: 1 });
    const last = (await (
      await syncRaw(token, `cursor=${third.cursor}&limit=1&remaining=1`)
    ).json()) as SyncAnswer;
    expect(last).toMatchObject({ hasMore: false, remaining: 0 });
  });

  it("each page records how far the kiosk has synced", async () => {
    const page = (await kiosk.sync(bigToken, 0)).body;
    const device = await db()
      .selectFrom("kioskDevices")
      .select(["lastCursor", "lastSeenTime"])
      .where("conferenceId", "=", fx.other.id)
      .executeTakeFirstOrThrow();
    expect(device).toEqual({ lastCursor: page.cursor, lastSeenTime: app.clock.now.toISOString() });
  });

  it("a page holds 1,000 changes unless the kiosk asks for fewer, and never more", async () => {
    const page = (await (await syncRaw(bigToken, "cursor=0")).json()) as SyncAnswer;
    expect(page.registrations).toHaveLength(1000);
    expect(page).toMatchObject({ hasMore: true, remaining: 1 });
    const tooMany = await syncRaw(bigToken, "cursor=0&limit=1001");
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("a large page travels as brotli or gzip, whichever the kiosk takes, and reads the same", async () => {
    const answers = await Promise.all(
      ["br", "gzip, deflate", "br;q=0, gzip", "identity"].map(async (acceptEncoding) => {
        const res = await syncRaw(bigToken, "cursor=0", acceptEncoding);
        return {
          encoding: res.headers.get("content-encoding"),
          vary: res.headers.get("vary"),
          body: await res.text(),
        };
      }),
    );
    expect(answers.map((a) => a.encoding)).toEqual(["br", "gzip", "gzip", null]);
    expect(answers.every((a) => /accept-encoding/i.test(a.vary ?? ""))).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  /** A conference of its own with three registrations and an enrolled kiosk, which nothing else syncs. */
  const threeToSync = async () => {
    const conference = await insertConference(db(), { createTime: app.clock.now.toISOString() });
    const type = await insertParticipantType(db(), { conferenceId: conference.id, fee: 0, discountFee: 0 });
    const names = ["第一", "第二", "第三"];
    const rows = [];
    for (const name of names)
      rows.push(
        await insertRegistration(db(), { conferenceId: conference.id, participantTypeId: type.id, name }),
      );
    const { client } = await conferenceAdmin(app, db(), conference.id);
    const enrolled = (await kiosk.enrol(await issueCode(client, conference.id))).body;
    return { ...enrolled, second: rows[1]?.id as number };
  };
  const rename = (id: number, name: string) =>
    transact(db(), async (tx) => {
      await tx.db.updateTable("registrations").set({ name }).where("id", "=", id).execute();
      tx.touch(id);
    });
  const pageAfter = async (token: string, page: SyncAnswer, limit = 1) =>
    (await (
      await syncRaw(token, `cursor=${page.cursor}&limit=${limit}&remaining=${page.remaining}`)
    ).json()) as SyncAnswer;

  it("the next page is made while the kiosk reads one; a registration changed meanwhile comes again, as it now is", async () => {
    const { token, deviceId, second } = await threeToSync();
    const first = (await (await syncRaw(token, "cursor=0&limit=1")).json()) as SyncAnswer;
    await pageMadeAhead(db(), deviceId);
    await rename(second, "第二（改）");
    // The page made ahead holds the registration as it was when the first page was sent...
    const next = await pageAfter(token, first);
    expect(next.registrations.map((row) => row.name)).toEqual(["第二"]);
    // ...and a later page brings it again, as it now is: the kiosk, writing pages in order, keeps that.
    const pages = [first, next];
    while (pages.at(-1)?.hasMore) pages.push(await pageAfter(token, pages.at(-1) as SyncAnswer));
    const held = new Map(pages.flatMap((page) => page.registrations.map((row) => [row.id, row.name])));
    expect([...held.values()]).toEqual(["第一", "第二（改）", "第三"]);
    expect(pages.at(-1)?.registrations.map((row) => row.name)).toEqual(["第二（改）"]);
  });

  it("a kiosk asking for anything other than the page made ahead gets that page read afresh", async () => {
    const { token, deviceId, second } = await threeToSync();
    const first = (await (await syncRaw(token, "cursor=0&limit=1")).json()) as SyncAnswer;
    await pageMadeAhead(db(), deviceId);
    await rename(second, "第二（新）");
    const other = await pageAfter(token, first, 2);
    expect(other.registrations.map((row) => row.name)).toEqual(["第三", "第二（新）"]);
  });

  it("a small page is sent as it is: compressing it would not pay", async () => {
    const { cursor } = await kiosk.syncAll(token);
    const res = await syncRaw(token, `cursor=${cursor}`, "br");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toMatchObject({ registrations: [], hasMore: false });
  });
});
