import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import exifr from "exifr";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAdmin, insertAttendee } from "#seed/builders/accounts";
import { insertRegistration } from "#seed/builders/registration";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import {
  imageForm,
  jpegWithMetadata,
  plainBmp,
  plainJpeg,
  plainPng,
  pngClaiming,
  secrets,
} from "../helpers/images";

type Info = { id: number; kind: string; mime: string; size: number; url: string };
type ErrorReply = { code: string };

const tenMegabytes = 10 * 1024 * 1024;

describeEachDialect("uploads", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let owner: TestClient;
  let stranger: TestClient;
  let ownerId: number;
  let registrationId: number;
  let strangersRegistrationId: number;
  let checkinStaff: { username: string; password: string | null };

  const files = () =>
    readdirSync(app.storageDir, { recursive: true, encoding: "utf8" }).filter((entry) =>
      statSync(path.join(app.storageDir, entry)).isFile(),
    );
  const uploadRows = async () =>
    Number(
      (
        await db()
          .selectFrom("uploads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function attendee(): Promise<{ client: TestClient; id: number }> {
    const { account, password } = await insertAttendee(db(), { password: "long-enough-password" });
    const client = app.client();
    const res = await client.post("/api/auth/login", { login: account.email, password });
    expect(res.status).toBe(200);
    return { client, id: account.id };
  }

  async function staff(username: string, password: string | null): Promise<TestClient> {
    const client = app.client();
    expect((await client.post("/api/admin/login", { username, password })).status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const first = await attendee();
    const second = await attendee();
    owner = first.client;
    ownerId = first.id;
    stranger = second.client;
    const base = { conferenceId: fx.conference.id, participantTypeId: fx.types.delegate.id };
    registrationId = (await insertRegistration(db(), { ...base, accountId: ownerId })).id;
    strangersRegistrationId = (await insertRegistration(db(), { ...base, accountId: second.id })).id;
    const checkin = await insertAdmin(db(), { role: 3, conferenceId: fx.conference.id });
    checkinStaff = { username: checkin.account.username, password: checkin.password };
  });
  afterAll(() => app.close());

  it("a JPEG, a PNG and a BMP are recognised by their bytes, whatever they claim, and served back to their owner privately", async () => {
    const cases = [
      { bytes: plainJpeg(), mime: "image/jpeg", signature: [0xff, 0xd8, 0xff] },
      { bytes: plainPng(), mime: "image/png", signature: [0x89, 0x50, 0x4e, 0x47] },
      { bytes: plainBmp(), mime: "image/bmp", signature: [0x42, 0x4d] },
    ];
    for (const { bytes, mime, signature } of cases) {
      const res = await owner.post<Info>(
        "/api/uploads",
        imageForm(bytes, {}, { name: "scan.gif", type: "image/gif" }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ kind: "studentCard", mime, url: `/api/uploads/${res.body.id}` });
      const served = await owner.get<Buffer>(res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(mime);
      expect(served.headers.get("cache-control")).toBe("private, no-store");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-disposition")).toBe("inline");
      expect([...served.body.subarray(0, signature.length)]).toEqual(signature);
      expect(served.body.length).toBe(res.body.size);
    }
  });

  it("a phone photo is stored and served without its place, camera, comments or trailer", async () => {
    const photo = jpegWithMetadata();
    expect(await exifr.gps(photo)).toBeDefined();
    const res = await owner.post<Info>("/api/uploads", imageForm(photo));
    expect(res.status).toBe(201);
    const served = (await owner.get<Buffer>(res.body.url)).body;
    const row = await db()
      .selectFrom("uploads")
      .selectAll()
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    const stored = await app.storage.get(row.storageKey);
    for (const bytes of [served, stored ?? Buffer.alloc(0)]) {
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(await exifr.gps(bytes)).toBeUndefined();
      for (const text of [secrets.comment, "SecretPhone", secrets.iptc, secrets.trailer, "TestCam"])
        expect(bytes.includes(Buffer.from(text, "latin1"))).toBe(false);
    }
    expect(row.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(row.size).toBe(served.length);
  });

  it("a text file named .jpg is refused with 415 and nothing is stored", async () => {
    const [rows, stored] = [await uploadRows(), files().length];
    const res = await owner.post<ErrorReply>(
      "/api/uploads",
      imageForm(Buffer.from("not a picture at all, only text")),
    );
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("UPLOAD_TYPE");
    expect([await uploadRows(), files().length]).toEqual([rows, stored]);
  });

  it("a voucher whose header claims 50,000 x 50,000 pixels is refused in words naming the limit, and a photo cut short as unreadable; nothing is stored", async () => {
    const [rows, stored] = [await uploadRows(), files().length];
    const bomb = await owner.post<ErrorReply & { message: string }>(
      "/api/uploads",
      imageForm(
        pngClaiming(50_000, 50_000),
        { kind: "transferVoucher" },
        { name: "voucher.png", type: "image/png" },
      ),
    );
    expect([bomb.status, bomb.body.code]).toEqual([413, "UPLOAD_TOO_MANY_PIXELS"]);
    expect(bomb.body.message).toBe("图片不能超过 40 百万像素，请缩小后重试。");
    const jpeg = plainJpeg(64, 48);
    const cut = await owner.post<ErrorReply>(
      "/api/uploads",
      imageForm(jpeg.subarray(0, jpeg.length - 40), { kind: "transferVoucher" }),
    );
    expect([cut.status, cut.body.code]).toEqual([422, "UPLOAD_UNREADABLE"]);
    expect([await uploadRows(), files().length]).toEqual([rows, stored]);
  });

  it("the pixel limit is the server's setting (MAX_IMAGE_PIXELS)", async () => {
    const small = await startTestApp(db(), dialect, { env: { MAX_IMAGE_PIXELS: "767" } });
    try {
      const { account, password } = await insertAttendee(db(), { password: "long-enough-password" });
      const client = small.client({ "accept-language": "en" });
      expect((await client.post("/api/auth/login", { login: account.email, password })).status).toBe(200);
      const res = await client.post<ErrorReply & { message: string }>(
        "/api/uploads",
        imageForm(plainJpeg(32, 24)),
      );
      expect([res.status, res.body.message]).toEqual([
        413,
        "The image cannot have more than 0.000767 megapixels. Please make it smaller and try again.",
      ]);
    } finally {
      await small.close();
    }
    expect((await owner.post<Info>("/api/uploads", imageForm(plainJpeg(32, 24)))).status).toBe(201);
  });

  it("a form without a file, or of a kind nobody asked for, is a validation error", async () => {
    const noFile = new FormData();
    noFile.append("kind", "studentCard");
    const missing = await owner.post<ErrorReply & { details: { fields: { path: string; code: string }[] } }>(
      "/api/uploads",
      noFile,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.details.fields).toMatchObject([{ path: "file", code: "validation.required" }]);
    const oddKind = await owner.post<ErrorReply>("/api/uploads", imageForm(plainPng(), { kind: "selfie" }));
    expect([oddKind.status, oddKind.body.code]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("an image of 10 MB is accepted, one of 10 MB and one byte is refused with 413", async () => {
    const jpeg = plainJpeg();
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const rows = await uploadRows();
    const over = await owner.post<ErrorReply>("/api/uploads", imageForm(padded(tenMegabytes + 1)));
    expect(over.status).toBe(413);
    expect(over.body.code).toBe("UPLOAD_TOO_LARGE");
    expect(await uploadRows()).toBe(rows);
    const at = await owner.post<Info>("/api/uploads", imageForm(padded(tenMegabytes)));
    expect(at.status).toBe(201);
    expect(at.body.size).toBe(jpeg.length);
  });

  it("a body over 12 MB is refused before it is read, even before the sign-in is checked", async () => {
    const rows = await uploadRows();
    const body = Buffer.alloc(13 * 1024 * 1024, 0x41);
    for (const url of ["/api/uploads", `/api/admin/registrations/${registrationId}/uploads`]) {
      const res = await fetch(app.url + url, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body,
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as ErrorReply).code).toBe("UPLOAD_TOO_LARGE");
    }
    expect(await uploadRows()).toBe(rows);
  });

  it("another attendee, and anyone signed out, get 404 as for a file that does not exist", async () => {
    const res = await owner.post<Info>("/api/uploads", imageForm(plainPng()));
    const missing = await stranger.get<ErrorReply>("/api/uploads/2000000000");
    expect(missing.status).toBe(404);
    for (const client of [stranger, app.client()]) {
      const denied = await client.get<ErrorReply>(res.body.url);
      expect(denied.status).toBe(404);
      expect(denied.body).toEqual(missing.body);
    }
  });

  it("a file of a registration is seen by the conference's staff, administrators and check-in staff, not by another conference's", async () => {
    const res = await owner.post<Info>(
      "/api/uploads",
      imageForm(plainPng(), { kind: "healthCode", registrationId: String(registrationId) }),
    );
    expect(res.status).toBe(201);
    const seeing = [
      await staff(fx.staff.account.username, fx.staff.password),
      await staff(fx.admin.account.username, fx.admin.password),
      await staff(checkinStaff.username, checkinStaff.password),
    ];
    for (const client of seeing) expect((await client.get(res.body.url)).status).toBe(200);
    const elsewhere = await staff(fx.otherStaff.account.username, fx.otherStaff.password);
    expect((await elsewhere.get(res.body.url)).status).toBe(404);
  });

  it("a file of the account alone is the attendee's: the conference's staff do not see it", async () => {
    const res = await owner.post<Info>("/api/uploads", imageForm(plainPng(), { kind: "signature" }));
    const conferenceStaff = await staff(fx.staff.account.username, fx.staff.password);
    expect((await conferenceStaff.get(res.body.url)).status).toBe(404);
  });

  it("staff upload to a registration of their conference; its attendee sees it, another does not", async () => {
    const conferenceStaff = await staff(fx.staff.account.username, fx.staff.password);
    const res = await conferenceStaff.post<Info>(
      `/api/admin/registrations/${registrationId}/uploads`,
      imageForm(plainJpeg(), { kind: "transferVoucher" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe("transferVoucher");
    expect((await owner.get(res.body.url)).status).toBe(200);
    expect((await stranger.get(res.body.url)).status).toBe(404);
    const row = await db()
      .selectFrom("uploads")
      .selectAll()
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ownerKind: "admin",
      ownerId: fx.staff.account.id,
      registrationId,
      conferenceId: fx.conference.id,
    });
  });

  it("nobody uploads to a registration that is not theirs to touch", async () => {
    const rows = await uploadRows();
    const foreign = await owner.post<ErrorReply>(
      "/api/uploads",
      imageForm(plainPng(), { registrationId: String(strangersRegistrationId) }),
    );
    expect([foreign.status, foreign.body.code]).toEqual([404, "REGISTRATION_NOT_FOUND"]);
    const elsewhere = await staff(fx.otherStaff.account.username, fx.otherStaff.password);
    const outOfScope = await elsewhere.post<ErrorReply>(
      `/api/admin/registrations/${registrationId}/uploads`,
      imageForm(plainPng()),
    );
    expect([outOfScope.status, outOfScope.body.code]).toEqual([404, "REGISTRATION_NOT_FOUND"]);
    const checkin = await staff(checkinStaff.username, checkinStaff.password);
    const readOnly = await checkin.post<ErrorReply>(
      `/api/admin/registrations/${registrationId}/uploads`,
      imageForm(plainPng()),
    );
    expect(readOnly.status).toBe(403);
    expect(await uploadRows()).toBe(rows);
  });

  it("an upload to a registration is audited and changes the registration's sequence", async () => {
    const seqOf = async () =>
      (
        await db()
          .selectFrom("registrations")
          .select("changeSeq")
          .where("id", "=", registrationId)
          .executeTakeFirstOrThrow()
      ).changeSeq;
    const before = await seqOf();
    const res = await owner.post<Info>(
      "/api/uploads",
      imageForm(plainPng(), { kind: "otherMemberCard", registrationId: String(registrationId) }),
    );
    const audit = await db()
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "upload.create")
      .where("entityId", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actorKind: "attendee",
      actorId: ownerId,
      entity: "upload",
      conferenceId: fx.conference.id,
    });
    expect(JSON.parse(audit.data ?? "null")).toMatchObject({ kind: "otherMemberCard", registrationId });
    expect(await seqOf()).toBeGreaterThan(before);
  });

  it("an account uploads at most 30 images in 10 minutes", async () => {
    const { client } = await attendee();
    for (let i = 0; i < 30; i++)
      expect((await client.post("/api/uploads", imageForm(plainPng()))).status).toBe(201);
    const limited = await client.post<ErrorReply>("/api/uploads", imageForm(plainPng()));
    expect([limited.status, limited.body.code]).toEqual([429, "RATE_LIMITED"]);
    expect((await owner.post("/api/uploads", imageForm(plainPng()))).status).toBe(201);
    app.clock.now = new Date(app.clock.now.getTime() + 10 * 60_000 + 1);
    expect((await client.post("/api/uploads", imageForm(plainPng()))).status).toBe(201);
  });

  it("the API description shows the upload routes with their multipart bodies", async () => {
    const doc = (
      await app
        .client()
        .get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>("/api/openapi.json")
    ).body;
    const post = doc.paths["/api/uploads"]?.post as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(post.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(doc.paths["/api/uploads"]?.post?.["x-spec-operations"]).toEqual(["uploadImgAction"]);
    expect(doc.paths["/api/admin/registrations/{id}/uploads"]?.post?.["x-permission"]).toBe(
      "registrations.write",
    );
    expect(doc.paths["/api/uploads/{id}"]?.get?.operationId).toBe("getUpload");
  });
});
