import type { RegistrationDetail, UploadInfo } from "@confreg/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConference, insertParticipantType } from "#seed/builders/conference";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";
import { imageForm, plainJpeg } from "../helpers/images";

type Failure = { code: string; details: { fields?: { path: string; code: string; message: string }[] } };
const day = 86_400_000;

/** Two conferences alike but for the address declaration (`isPersonaddress`). */
async function addressFixture(db: Parameters<typeof startTestApp>[0], now: Date) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const conference = (titleEn: string, systemCode: string, isPersonaddress: boolean) =>
    insertConference(db, {
      titleEn,
      systemCode,
      beginTime: iso(now.getTime() - day),
      discountTime: iso(now.getTime() - day),
      endTime: iso(now.getTime() + 30 * day),
      createTime: now.toISOString(),
      settings: { isPersonaddress },
    });
  const declaring = await conference("Address Meeting", "ADR", true);
  const plain = await conference("Plain Meeting", "PLN", false);
  const type = (conferenceId: number) =>
    insertParticipantType(db, { conferenceId, fee: 500_00, discountFee: 500_00 });
  return { declaring, plain, types: { declaring: await type(declaring.id), plain: await type(plain.id) } };
}

const declaration = (healthCode: number | null) => ({
  liveDistrict: ["广东省", "深圳市", "南山区"],
  liveAddress: "科技园南区 1 号",
  workDistrict: ["北京市", "市辖区", "海淀区"],
  workAddress: "中关村东路 95 号",
  healthCode,
});

describeEachDialect("registration: the address declaration (isPersonaddress)", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Awaited<ReturnType<typeof addressFixture>>;

  const body = (conference: "declaring" | "plain", address?: unknown) => ({
    name: "张三",
    unit: "清华大学",
    email: "zhangsan@example.com",
    phone: "13912345678",
    participantTypeId: fx.types[conference].id,
    clientTotal: 500_00,
    ...(address === undefined ? {} : { address }),
  });
  const register = (client: TestClient, conference: "declaring" | "plain", address?: unknown) =>
    client.post<RegistrationDetail & Failure>(
      `/api/conferences/${fx[conference].id}/registrations`,
      body(conference, address),
    );
  const healthCode = async (client: TestClient) => {
    const res = await client.post<UploadInfo>("/api/uploads", imageForm(plainJpeg(), { kind: "healthCode" }));
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const fieldsOf = (res: { body: unknown }) =>
    ((res.body as Failure).details.fields ?? []).map((f) => `${f.path}:${f.code}`);
  const editAddress = (client: TestClient, id: number, address: unknown) =>
    client.request<RegistrationDetail & Failure>("PUT", `/api/registrations/${id}/address`, address);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await addressFixture(db(), app.clock.now);
  });
  afterAll(() => app.close());

  it("a submit without the declaration is refused with every finding at its field, in the visitor's language", async () => {
    const zh = await signedUpAttendee(app, { lang: "zh-CN" });
    const res = await register(zh, "declaring");
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([
      "address.liveDistrict:validation.address",
      "address.liveAddress:validation.address",
      "address.workDistrict:validation.address",
      "address.workAddress:validation.address",
      "address.healthCode:validation.healthCode",
    ]);
    expect(res.body.details.fields?.[0]?.message).toBe("请检查地址：省、市、区县与详细地址。");
    expect(res.body.details.fields?.[4]?.message).toBe("请上传会展码图片。");
    const en = await signedUpAttendee(app, { lang: "en" });
    const english = await register(en, "declaring", {
      ...declaration(await healthCode(en)),
      workAddress: "",
    });
    expect(english.body.details.fields).toEqual([
      {
        path: "address.workAddress",
        code: "validation.address",
        message: "Please check the address: the province, city and district, and the street address.",
      },
    ]);
    const none = await db()
      .selectFrom("registrations")
      .select("id")
      .where("conferenceId", "=", fx.declaring.id)
      .execute();
    expect(none).toEqual([]);
  });

  it("a district with two levels or one not in the division data is refused; the registration is not made", async () => {
    const attendee = await signedUpAttendee(app);
    const image = await healthCode(attendee);
    const res = await register(attendee, "declaring", {
      ...declaration(image),
      liveDistrict: ["广东省", "深圳市"],
      workDistrict: ["广东省", "深圳市", "海淀区"],
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([
      "address.liveDistrict:validation.address",
      "address.workDistrict:validation.address",
    ]);
  });

  it("a complete declaration is kept: districts and addresses on the registration, the image in its declaration, shown on registerDetail", async () => {
    const attendee = await signedUpAttendee(app);
    const image = await healthCode(attendee);
    const res = await register(attendee, "declaring", declaration(image));
    expect(res.status).toBe(201);
    const row = await db()
      .selectFrom("registrations")
      .select(["liveDistrict", "liveAddress", "workDistrict", "workAddress"])
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      liveDistrict: "广东省/深圳市/南山区",
      liveAddress: "科技园南区 1 号",
      workDistrict: "北京市/市辖区/海淀区",
      workAddress: "中关村东路 95 号",
    });
    const declared = await db()
      .selectFrom("declarations")
      .select("huizhanma")
      .where("registrationId", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(declared.huizhanma).toBe(image);
    const upload = await db()
      .selectFrom("uploads")
      .select("registrationId")
      .where("id", "=", image)
      .executeTakeFirstOrThrow();
    expect(upload.registrationId).toBe(res.body.id);
    const detail = await attendee.get<RegistrationDetail>(`/api/registrations/${res.body.id}`);
    expect(detail.body.address).toMatchObject({
      liveDistrict: ["广东省", "深圳市", "南山区"],
      workDistrict: ["北京市", "市辖区", "海淀区"],
      workAddress: "中关村东路 95 号",
      healthCode: { id: image, url: `/api/uploads/${image}` },
    });
    expect((await attendee.get(`/api/uploads/${image}`)).status).toBe(200);
  });

  it("a conference without the setting asks nothing, keeps nothing and shows no address card", async () => {
    const attendee = await signedUpAttendee(app);
    const res = await register(attendee, "plain", declaration(null));
    expect(res.status).toBe(201);
    expect(res.body.address).toBeNull();
    const row = await db()
      .selectFrom("registrations")
      .select("liveDistrict")
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(row.liveDistrict).toBe("");
    const edit = await editAddress(attendee, res.body.id, declaration(await healthCode(attendee)));
    expect(edit.status).toBe(404);
  });

  describe("editing the address from registerDetail", () => {
    it("the owner changes the districts, addresses and image; the change is audited", async () => {
      const attendee = await signedUpAttendee(app);
      const created = await register(attendee, "declaring", declaration(await healthCode(attendee)));
      const newImage = await healthCode(attendee);
      const res = await editAddress(attendee, created.body.id, {
        ...declaration(newImage),
        liveDistrict: ["香港特别行政区", "九龙", "油尖旺区"],
        liveAddress: "弥敦道 1 号",
      });
      expect(res.status).toBe(200);
      expect(res.body.address).toMatchObject({
        liveDistrict: ["香港特别行政区", "九龙", "油尖旺区"],
        liveAddress: "弥敦道 1 号",
        healthCode: { id: newImage },
      });
      const audit = await db()
        .selectFrom("auditLog")
        .select(["actorKind", "entityId"])
        .where("action", "=", "registration.editAddress")
        .where("entityId", "=", created.body.id)
        .execute();
      expect(audit).toHaveLength(1);
      const declarations = await db()
        .selectFrom("declarations")
        .select("huizhanma")
        .where("registrationId", "=", created.body.id)
        .execute();
      expect(declarations).toEqual([{ huizhanma: newImage }]);
    });

    it("an incomplete edit is refused and changes nothing", async () => {
      const attendee = await signedUpAttendee(app);
      const created = await register(attendee, "declaring", declaration(await healthCode(attendee)));
      const res = await editAddress(attendee, created.body.id, {
        ...declaration(null),
        liveDistrict: ["广东省"],
      });
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual([
        "address.liveDistrict:validation.address",
        "address.healthCode:validation.healthCode",
      ]);
      const detail = await attendee.get<RegistrationDetail>(`/api/registrations/${created.body.id}`);
      expect(detail.body.address?.liveDistrict).toEqual(["广东省", "深圳市", "南山区"]);
    });

    it("another account's registration is not found, and its image cannot be borrowed", async () => {
      const owner = await signedUpAttendee(app);
      const created = await register(owner, "declaring", declaration(await healthCode(owner)));
      const stranger = await signedUpAttendee(app);
      const res = await editAddress(stranger, created.body.id, declaration(await healthCode(stranger)));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("REGISTRATION_NOT_FOUND");
      // The owner may not attach someone else's upload either.
      const foreign = await healthCode(stranger);
      const borrowed = await editAddress(owner, created.body.id, declaration(foreign));
      expect(borrowed.status).toBe(404);
      const detail = await owner.get<RegistrationDetail>(`/api/registrations/${created.body.id}`);
      expect(detail.body.address?.healthCode?.id).not.toBe(foreign);
    });
  });

  it("the edit is in the API description as the spec's editAddress", async () => {
    const doc = (
      await app
        .client()
        .get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>("/api/openapi.json")
    ).body;
    expect(doc.paths["/api/registrations/{id}/address"]?.put).toMatchObject({
      operationId: "editOwnAddress",
      "x-spec-operations": ["editAddress"],
    });
  });
});
