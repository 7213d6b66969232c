import { type BadgeTemplate, chooseBadgeTemplate, defaultBadgeLayout } from "@confreg/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertParticipantType } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";
import { imageForm, plainPng, pngClaiming } from "../helpers/images";
import { officeClients, signInAdmin } from "../helpers/office-clients";

type Template = BadgeTemplate;
type Failure = { code: string; details: { fields?: { path: string; code: string; message: string }[] } };

describeEachDialect("badge templates", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  let clients: Awaited<ReturnType<typeof officeClients>>;
  let conferenceAdmin: TestClient;

  const base = () => `/api/admin/conferences/${fx.conference.id}/badge-templates`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: "参会代表",
    layout: defaultBadgeLayout(),
    ...overrides,
  });
  const put = (client: TestClient, id: number, value: unknown) =>
    client.request<Template & Failure>("PUT", `${base()}/${id}`, value);
  const auditActions = async (entityId: number) =>
    (
      await db()
        .selectFrom("auditLog")
        .select("action")
        .where("entity", "=", "badgeTemplate")
        .where("entityId", "=", entityId)
        .orderBy("id")
        .execute()
    ).map((row) => row.action);

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    clients = await officeClients(db(), app, fx, `checkin-badges-${dialect}`);
    const { insertAdmin } = await import("#seed/index");
    const own = await insertAdmin(db(), { role: 1, conferenceId: fx.conference.id });
    conferenceAdmin = await signInAdmin(app, own.account.username, own.password);
  });
  afterAll(() => app.close());

  it("an administrator creates, changes and deletes a template, each change audited", async () => {
    const created = await conferenceAdmin.post<Template>(base(), body({ printTypes: [2] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      conferenceId: fx.conference.id,
      name: "参会代表",
      printTypes: [2],
      isDefault: false,
      logoUrl: null,
    });
    expect(created.body.layout).toEqual(defaultBadgeLayout());

    const layout = { page: { width: 90, height: 54 }, elements: [] };
    const changed = await put(conferenceAdmin, created.body.id, body({ name: "VIP", layout }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "VIP", layout, printTypes: [] });
    const listed = await clients.checkin.get<Template[]>(base());
    expect(listed.body.find((t) => t.id === created.body.id)?.layout.page).toEqual({ width: 90, height: 54 });

    expect((await conferenceAdmin.delete(`${base()}/${created.body.id}`)).status).toBe(200);
    expect((await clients.checkin.get<Template[]>(base())).body.map((t) => t.id)).not.toContain(
      created.body.id,
    );
    expect(await auditActions(created.body.id)).toEqual([
      "badgeTemplate.create",
      "badgeTemplate.update",
      "badgeTemplate.delete",
    ]);
  });

  it("an element past the page's edge, an unknown kind or free text without words is refused, and nothing is saved", async () => {
    const before = (await conferenceAdmin.get<Template[]>(base())).body.length;
    const layout = defaultBadgeLayout();
    const [first, ...rest] = layout.elements;
    const outside = await conferenceAdmin.post<Failure>(
      base(),
      body({ layout: { ...layout, elements: [{ ...first, x: 100, width: 20 }, ...rest] } }),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe("VALIDATION_FAILED");
    expect(outside.body.details.fields?.[0]).toMatchObject({
      path: "layout.elements.0.width",
      code: "validation.badgeOutsidePage",
    });
    const unknown = await conferenceAdmin.post<Failure>(
      base(),
      body({ layout: { ...layout, elements: [{ ...first, kind: "photo" }] } }),
    );
    expect(unknown.status).toBe(400);
    const mute = await conferenceAdmin.post<Failure>(
      base(),
      body({ layout: { ...layout, elements: [{ ...first, kind: "text", text: { zh: " ", en: "" } }] } }),
    );
    expect(mute.body.details.fields?.[0]?.path).toBe("layout.elements.0.text.zh");
    const nameless = await conferenceAdmin.post<Failure>(base(), body({ name: "" }));
    expect(nameless.body.details.fields?.[0]?.path).toBe("name");
    expect((await conferenceAdmin.get<Template[]>(base())).body).toHaveLength(before);
  });

  it("a participant type of another conference, or a logo that is not this conference's badge logo, is refused", async () => {
    const foreignType = await insertParticipantType(db(), { conferenceId: fx.other.id });
    const type = await conferenceAdmin.post<Failure>(base(), body({ participantTypeIds: [foreignType.id] }));
    expect(type.status).toBe(400);
    expect(type.body.details.fields?.[0]).toMatchObject({
      path: "participantTypeIds.0",
      code: "validation.participantTypeUnavailable",
    });

    // A logo uploaded for the other conference, and an image uploaded as something else.
    const elsewhere = await clients.admin.post<{ id: number }>(
      `/api/admin/conferences/${fx.other.id}/uploads`,
      imageForm(plainPng(), {}),
    );
    expect(elsewhere.status).toBe(201);
    const logo = await conferenceAdmin.post<Failure>(base(), body({ logoUploadId: elsewhere.body.id }));
    expect(logo.body.details.fields?.[0]?.path).toBe("logoUploadId");
  });

  it("a logo uploaded for the conference is checked by its content and served to its staff", async () => {
    const bad = await conferenceAdmin.post<Failure>(
      `/api/admin/conferences/${fx.conference.id}/uploads`,
      imageForm(Buffer.from("not an image at all"), {}, { name: "logo.png", type: "image/png" }),
    );
    expect(bad.status).toBe(415);
    const logos = () =>
      db().selectFrom("uploads").select("id").where("conferenceId", "=", fx.conference.id).execute();
    const before = await logos();
    const bomb = await conferenceAdmin.post<Failure>(
      `/api/admin/conferences/${fx.conference.id}/uploads`,
      imageForm(pngClaiming(50_000, 50_000), {}, { name: "logo.png", type: "image/png" }),
    );
    expect([bomb.status, bomb.body.code]).toEqual([413, "UPLOAD_TOO_MANY_PIXELS"]);
    expect(await logos()).toEqual(before);
    const logo = await conferenceAdmin.post<{ id: number; kind: string; url: string }>(
      `/api/admin/conferences/${fx.conference.id}/uploads`,
      imageForm(plainPng(), {}, { name: "logo.gif", type: "image/gif" }),
    );
    expect(logo.status).toBe(201);
    expect(logo.body.kind).toBe("badgeLogo");
    const created = await conferenceAdmin.post<Template>(base(), body({ logoUploadId: logo.body.id }));
    expect(created.body.logoUrl).toBe(`/api/uploads/${logo.body.id}`);
    const image = await clients.checkin.get<Buffer>(logo.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await clients.otherStaff.get(logo.body.url)).status).toBe(404);
  });

  it("one default per conference: a new default takes over from the old one", async () => {
    const first = await conferenceAdmin.post<Template>(base(), body({ name: "默认一", isDefault: true }));
    const second = await conferenceAdmin.post<Template>(base(), body({ name: "默认二", isDefault: true }));
    const defaults = (await conferenceAdmin.get<Template[]>(base())).body.filter((t) => t.isDefault);
    expect(defaults.map((t) => t.id)).toEqual([second.body.id]);
    await put(conferenceAdmin, first.body.id, body({ name: "默认一", isDefault: true }));
    const after = (await conferenceAdmin.get<Template[]>(base())).body.filter((t) => t.isDefault);
    expect(after.map((t) => t.id)).toEqual([first.body.id]);
  });

  it("staff and check-in staff read templates but do not write them; other conferences see none of them", async () => {
    expect((await clients.staff.get(base())).status).toBe(200);
    expect((await clients.staff.post(base(), body())).status).toBe(403);
    expect((await clients.checkin.post(base(), body())).status).toBe(403);
    expect((await clients.otherStaff.get(base())).status).toBe(403);
    const created = await conferenceAdmin.post<Template>(base(), body({ name: "范围" }));
    // Another conference's path does not reach this conference's template.
    const foreign = await clients.admin.request<Failure>(
      "PUT",
      `/api/admin/conferences/${fx.other.id}/badge-templates/${created.body.id}`,
      body(),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("BADGE_TEMPLATE_NOT_FOUND");
    expect(
      (await clients.admin.delete(`/api/admin/conferences/${fx.other.id}/badge-templates/${created.body.id}`))
        .status,
    ).toBe(404);
    expect(
      (await clients.otherStaff.get(`/api/admin/conferences/${fx.conference.id}/badge-preview-people`))
        .status,
    ).toBe(403);
  });

  it("the template chosen for a registration: its participant type's, else its print type's, else the default", async () => {
    const types = fx.types;
    const byType = await conferenceAdmin.post<Template>(
      base(),
      body({ name: "学生", participantTypeIds: [types.student.id] }),
    );
    const byPrint = await conferenceAdmin.post<Template>(base(), body({ name: "VIP", printTypes: [2] }));
    const fallback = await conferenceAdmin.post<Template>(base(), body({ name: "通用", isDefault: true }));
    const all = (await clients.checkin.get<Template[]>(base())).body;
    expect(chooseBadgeTemplate(all, { participantTypeId: types.student.id, printType: 2 })?.id).toBe(
      byType.body.id,
    );
    expect(chooseBadgeTemplate(all, { participantTypeId: types.delegate.id, printType: 2 })?.id).toBe(
      byPrint.body.id,
    );
    expect(chooseBadgeTemplate(all, { participantTypeId: types.delegate.id, printType: 1 })?.id).toBe(
      fallback.body.id,
    );
  });
});
