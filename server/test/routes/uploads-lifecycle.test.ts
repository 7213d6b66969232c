import { sql } from "kysely";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { transact } from "#db/transact";
import { cleanOrphanUploads, startOrphanCleanup } from "#features/uploads/orphans";
import { uploadReferences } from "#features/uploads/uploads.repo";
import { attachUpload } from "#features/uploads/uploads.service";
import { createLogger } from "#logger";
import { insertAttendee } from "#seed/builders/accounts";
import { insertPayLine, insertRegistration } from "#seed/builders/registration";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { imageForm, plainPng } from "../helpers/images";

type Info = { id: number; url: string };
const hour = 3600_000;
const snake = (name: string) => name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

describeEachDialect("upload lifecycle", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let owner: TestClient;
  let ownerId: number;
  let registrationId: number;

  async function attendee(): Promise<{ client: TestClient; id: number }> {
    const { account, password } = await insertAttendee(db(), { password: "long-enough-password" });
    const client = app.client();
    expect((await client.post("/api/auth/login", { login: account.email, password })).status).toBe(200);
    return { client, id: account.id };
  }
  const upload = async (client: TestClient, kind = "studentCard") => {
    const res = await client.post<Info>("/api/uploads", imageForm(plainPng(), { kind }));
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const row = (id: number) => db().selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
  const attach = (uploadId: number, kind: "studentCard" | "signature", registration = registrationId) =>
    transact(db(), (tx) =>
      attachUpload(tx, {
        uploadId,
        kind,
        owner: { kind: "attendee", id: ownerId },
        registration: { id: registration, conferenceId: fx.conference.id },
      }),
    );

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    ({ client: owner, id: ownerId } = await attendee());
    registrationId = (
      await insertRegistration(db(), {
        conferenceId: fx.conference.id,
        participantTypeId: fx.types.delegate.id,
        accountId: ownerId,
      })
    ).id;
  });
  afterAll(() => app.close());

  it("the cleanup knows every column that points at an upload", async () => {
    const found =
      dialect === "sqlite"
        ? await sql<{ tableName: string; columnName: string }>`
            select m.name as table_name, f."from" as column_name
            from sqlite_master m join pragma_foreign_key_list(m.name) f
            where m.type = 'table' and f."table" = 'uploads'`.execute(db())
        : // The catalog itself: information_schema's views took half a minute for this on a busy server.
          await sql<{ tableName: string; columnName: string }>`
            select t.relname as table_name, a.attname as column_name
            from pg_constraint c
            join pg_class t on t.oid = c.conrelid
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
            where c.contype = 'f' and c.confrelid = to_regclass(quote_ident(current_schema()) || '.uploads')`.execute(
            db(),
          );
    const inDatabase = found.rows.map((r) => `${r.tableName}.${r.columnName}`).sort();
    const known = Object.entries(uploadReferences)
      .flatMap(([table, columns]) => columns.map((column) => `${snake(table)}.${snake(column)}`))
      .sort();
    expect(inDatabase.length).toBeGreaterThanOrEqual(13);
    expect(known).toEqual(inDatabase);
  });

  it("uploads nothing names for a day are deleted with their files and audited; named or recent ones stay", async () => {
    const now = app.clock.now;
    app.clock.now = new Date(now.getTime() - 25 * hour);
    const [orphan, studentCard, voucher, signature, savedCard] = [
      await upload(owner),
      await upload(owner),
      await upload(owner, "transferVoucher"),
      await upload(owner, "signature"),
      await upload(owner, "otherMemberCard"),
    ];
    const stamp = app.clock.now.toISOString();
    app.clock.now = now;
    const recent = await upload(owner);
    await db().updateTable("registrations").set({ studentCard }).where("id", "=", registrationId).execute();
    await insertPayLine(db(), { registrationId, transferVoucher: voucher });
    await db()
      .insertInto("declarations")
      .values({ registrationId, qianming: signature, createTime: stamp, updateTime: stamp })
      .execute();
    await db()
      .insertInto("savedRegistrants")
      .values({
        accountId: ownerId,
        name: "李雷",
        otherMemberCard: savedCard,
        createTime: stamp,
        updateTime: stamp,
      })
      .execute();
    // A second row on the student card's file, as the demo data has: the row goes, the shared file stays.
    const shared = await row(studentCard);
    const { id: sharing } = await db()
      .insertInto("uploads")
      .values({ ...shared, id: undefined, registrationId: null } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const orphanKey = (await row(orphan))?.storageKey ?? "";

    const deps = { db: db(), storage: app.storage, now: () => app.clock.now, logger: createLogger("silent") };
    expect(await cleanOrphanUploads(deps, new Date(now.getTime() - 24 * hour))).toBe(2);

    expect(await row(orphan)).toBeUndefined();
    expect(await row(sharing)).toBeUndefined();
    expect(await app.storage.get(orphanKey)).toBeNull();
    for (const kept of [studentCard, voucher, signature, savedCard, recent]) {
      const stored = await row(kept);
      expect(stored).toBeDefined();
      expect(await app.storage.get(stored?.storageKey ?? "")).not.toBeNull();
    }
    const audits = await db()
      .selectFrom("auditLog")
      .select(["entityId", "actorKind"])
      .where("action", "=", "upload.delete")
      .orderBy("entityId")
      .execute();
    expect(audits).toEqual([
      { entityId: orphan, actorKind: "timer" },
      { entityId: sharing, actorKind: "timer" },
    ]);
    expect(await cleanOrphanUploads(deps, new Date(now.getTime() - 24 * hour))).toBe(0);
  });

  it("the server runs the cleanup every hour", async () => {
    const now = app.clock.now;
    app.clock.now = new Date(now.getTime() - 25 * hour);
    const orphan = await upload(owner);
    app.clock.now = now;
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const deps = {
        db: db(),
        storage: app.storage,
        now: () => app.clock.now,
        logger: createLogger("silent"),
      };
      const job = startOrphanCleanup(deps);
      vi.advanceTimersByTime(hour - 1);
      expect(await row(orphan)).toBeDefined();
      vi.advanceTimersByTime(1);
      // Stopping waits for the run the timer has just started.
      await job.stop();
      expect(await row(orphan)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a feature that keeps an upload ties it to the registration: the conference's staff then see it", async () => {
    const card = await upload(owner);
    const staff = app.client();
    await staff.post("/api/admin/login", {
      username: fx.staff.account.username,
      password: fx.staff.password,
    });
    expect((await staff.get(`/api/uploads/${card}`)).status).toBe(404);
    await attach(card, "studentCard");
    expect(await row(card)).toMatchObject({ registrationId, conferenceId: fx.conference.id });
    expect((await staff.get(`/api/uploads/${card}`)).status).toBe(200);
    await attach(card, "studentCard");
  });

  it("an upload of another kind, of another account, or of another registration is not attached", async () => {
    const signature = await upload(owner, "signature");
    await expect(attach(signature, "studentCard")).rejects.toMatchObject({ code: "NOT_FOUND" });
    const { client: stranger } = await attendee();
    const theirs = await upload(stranger);
    await expect(attach(theirs, "studentCard")).rejects.toMatchObject({ code: "NOT_FOUND" });
    const card = await upload(owner);
    await attach(card, "studentCard");
    const second = await insertRegistration(db(), {
      conferenceId: fx.conference.id,
      participantTypeId: fx.types.delegate.id,
      accountId: ownerId,
    });
    await expect(attach(card, "studentCard", second.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await row(card)).toMatchObject({ registrationId });
  });
});
