import { describe, expect, it } from "vitest";
import { NetworkError } from "#renderer/api/client";
import { badgeTemplatesAnswer } from "#renderer/api/payload";
import { BadgeTemplateRefresher, fetchBadgeTemplates, kioskBadge } from "#renderer/badge/templates";
import { recordRevocation } from "#renderer/db/db";
import { apiError, enrolledDb, enrolment, offline, serverUrl, stored, token } from "./fixtures";

/** A 1×1 PNG, as the server embeds a template's logo. */
const logo =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const element = (id: string, kind: string, box: [number, number, number, number], extra = {}) => ({
  id,
  kind,
  x: box[0],
  y: box[1],
  width: box[2],
  height: box[3],
  fontSize: 16,
  fontWeight: "normal",
  align: "center",
  lang: "zh",
  ...extra,
});

/** A template as GET /api/kiosk/badge-templates sends it. */
function template(id: number, audience: object, page = { width: 90, height: 54 }, elements?: object[]) {
  return {
    id,
    conferenceId: 1,
    name: `Template ${id}`,
    layout: {
      page,
      elements: elements ?? [
        element("name", "name", [5, 5, 80, 20], { fontSize: 40 }),
        element("title", "conferenceTitle", [5, 28, 80, 8]),
        element("logo", "logo", [5, 38, 12, 12]),
        element("qr", "qr", [70, 36, 16, 16]),
      ],
    },
    participantTypeIds: [],
    printTypes: [],
    isDefault: false,
    logoDataUrl: null,
    updateTime: "2025-05-01T08:00:00.000Z",
    ...audience,
  };
}

const answer = (templates: object[]) => ({
  conferenceTitle: { zh: "2025 智能制造年会", en: "Smart Manufacturing 2025" },
  templates,
});

/** The server's template route: answers `body`, counts the requests and the tokens they carried. */
function templateServer(body: () => unknown) {
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    requests.push({ url, authorization: new Headers(init?.headers).get("authorization") });
    return Response.json(body());
  };
  return { requests, fetch };
}

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("badge templates on the kiosk", () => {
  it("the conference's templates are fetched with the device token and kept for printing offline", async () => {
    const db = await enrolledDb();
    const server = templateServer(() => answer([template(3, { isDefault: true, logoDataUrl: logo })]));

    await fetchBadgeTemplates(db, server.fetch, new Date("2025-05-02T09:00:00Z"));

    expect(server.requests).toEqual([
      { url: `${serverUrl}/api/kiosk/badge-templates`, authorization: `Bearer ${token}` },
    ]);
    const kept = await db.badgeTemplates.get("current");
    expect(kept).toMatchObject({
      conferenceTitle: { en: "Smart Manufacturing 2025" },
      fetchedAt: "2025-05-02T09:00:00.000Z",
      templates: [{ id: 3, isDefault: true, logoDataUrl: logo, layout: { page: { width: 90, height: 54 } } }],
    });
  });

  it("each fetch replaces the kept copy: a template deleted in the back office is gone", async () => {
    const db = await enrolledDb();
    let templates = [template(3, { isDefault: true }), template(4, { printTypes: [1] })];
    const server = templateServer(() => answer(templates));
    await fetchBadgeTemplates(db, server.fetch);

    templates = [template(4, { printTypes: [1] })];
    await fetchBadgeTemplates(db, server.fetch);

    expect((await db.badgeTemplates.get("current"))?.templates.map((t) => t.id)).toEqual([4]);
  });

  it("an element of a kind this kiosk cannot draw is left out; a template that does not read is dropped alone", async () => {
    const db = await enrolledDb();
    const newer = template(5, { isDefault: true }, undefined, [
      element("name", "name", [5, 5, 80, 20]),
      element("hologram", "hologram", [5, 30, 20, 20]),
    ]);
    const broken = { ...template(6, { printTypes: [2] }), layout: { page: { width: 5 }, elements: [] } };
    const server = templateServer(() => answer([newer, broken]));

    await fetchBadgeTemplates(db, server.fetch);

    const kept = await db.badgeTemplates.get("current");
    expect(kept?.templates.map((t) => t.id)).toEqual([5]);
    expect(kept?.templates[0]?.layout.elements.map((e) => e.kind)).toEqual(["name"]);
  });

  it("templates that arrive after the kiosk was enrolled elsewhere are not kept", async () => {
    const db = await enrolledDb();
    const server = templateServer(() => answer([template(3, { isDefault: true })]));
    const fetchThenReEnrol = async (url: string, init?: RequestInit) => {
      await db.enrolment.put(enrolment({ token: "another-token" }));
      return server.fetch(url, init);
    };

    await fetchBadgeTemplates(db, fetchThenReEnrol);

    expect(await db.badgeTemplates.count()).toBe(0);
  });

  it("a revoked kiosk forgets its templates with everything else", async () => {
    const db = await enrolledDb();
    await fetchBadgeTemplates(db, templateServer(() => answer([template(3, { isDefault: true })])).fetch);

    await recordRevocation(db, enrolment());

    expect(await db.badgeTemplates.count()).toBe(0);
  });
});

describe("refreshing templates after sync runs", () => {
  it("the first run fetches; later runs fetch again only once five minutes have passed", async () => {
    const db = await enrolledDb();
    const server = templateServer(() => answer([template(3, { isDefault: true })]));
    let now = Date.parse("2025-05-02T09:00:00Z");
    const refresher = new BadgeTemplateRefresher({ db, fetch: server.fetch, now: () => now });

    await refresher.refresh();
    now += 60_000;
    await refresher.refresh();
    now += 4 * 60_000;
    await refresher.refresh();

    expect(server.requests).toHaveLength(2);
  });

  it("a failed fetch keeps the kept copy and is tried again at the next run", async () => {
    const db = await enrolledDb();
    const good = templateServer(() => answer([template(3, { isDefault: true })]));
    let fail = false;
    let calls = 0;
    const fetch = async (url: string, init?: RequestInit) => {
      calls += 1;
      return fail ? offline() : good.fetch(url, init);
    };
    let now = 0;
    const refresher = new BadgeTemplateRefresher({ db, fetch, now: () => now, everyMs: 1000 });
    await refresher.refresh();

    fail = true;
    now += 1000;
    await refresher.refresh();
    now += 1;
    await refresher.refresh();

    expect(calls).toBe(3);
    expect((await db.badgeTemplates.get("current"))?.templates.map((t) => t.id)).toEqual([3]);
  });

  it("a refused token leaves the templates to the sync, which handles revocation", async () => {
    const db = await enrolledDb();
    const refresher = new BadgeTemplateRefresher({
      db,
      fetch: async () => apiError(401, "DEVICE_REVOKED"),
    });

    await expect(refresher.refresh()).resolves.toBeUndefined();
    expect(await db.badgeTemplates.count()).toBe(0);
  });

  it("the API call itself reports a network failure as one", async () => {
    const db = await enrolledDb();
    await expect(fetchBadgeTemplates(db, offline)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("a registration's badge", () => {
  const kept = (templates: object[]) => ({
    key: "current" as const,
    fetchedAt: "2025-05-02T09:00:00.000Z",
    ...badgeTemplatesAnswer.parse(answer(templates)),
  });
  const templates = [
    template(10, { isDefault: true }, { width: 105, height: 148 }),
    template(11, { printTypes: [2] }, { width: 100, height: 140 }),
    template(12, { participantTypeIds: [7], logoDataUrl: logo }, { width: 90, height: 54 }),
  ];

  it("is drawn with the template of the person's participant type, else print type, else the default", () => {
    const plain = kioskBadge(stored(1, { name: "张三" }), kept(templates), enrolment());
    expect(plain.template?.id).toBe(10);

    const vip = kioskBadge({ ...stored(2), printType: 2 }, kept(templates), enrolment());
    expect(vip.template?.id).toBe(11);
    expect(vip.layout.page).toEqual({ width: 100, height: 140 });

    const typed = kioskBadge(
      { ...stored(3), participantTypeId: 7, printType: 2 },
      kept(templates),
      enrolment(),
    );
    expect(typed.template?.id).toBe(12);
    expect(typed.svg).toContain('width="90mm" height="54mm"');
  });

  it("prints the name, the conference's title and the template's logo, through the shared renderer", () => {
    const badge = kioskBadge(
      { ...stored(3, { name: "欧阳明月" }), participantTypeId: 7 },
      kept(templates),
      enrolment(),
    );

    expect(badge.svg.startsWith("<svg")).toBe(true);
    expect(badge.svg).toContain("data-badge");
    expect(texts(badge.svg)).toEqual(["欧阳明月", "2025 智能制造年会"]);
    expect(badge.svg).toContain(`href="${logo}"`);
  });

  it("draws the QR code when sync carried the registration's signed payload, and leaves it empty otherwise", () => {
    const row = { ...stored(3), participantTypeId: 7 };
    const withCode = kioskBadge({ ...row, checkinQr: "CR1.1.3.signature" }, kept(templates), enrolment());
    const without = kioskBadge(row, kept(templates), enrolment());

    expect(withCode.svg).toContain('data-kind="qr"');
    expect(without.svg).not.toContain('data-kind="qr"');
  });

  it("without any template the built-in A6 layout prints, titled as the server last said, else as at enrolment", () => {
    const row = stored(1, { name: "李四", nameEn: "Li Si" });
    const noneDesigned = kioskBadge(row, kept([]), enrolment());
    const neverFetched = kioskBadge(row, undefined, enrolment());

    for (const badge of [noneDesigned, neverFetched]) {
      expect(badge.template).toBeNull();
      expect(badge.layout.page).toEqual({ width: 105, height: 148 });
      expect(texts(badge.svg)).toEqual(expect.arrayContaining(["李四", "Li Si"]));
    }
    expect(texts(noneDesigned.svg)).toContain("2025 智能制造年会");
    expect(texts(neverFetched.svg)).toContain("年会");
  });

  it("escapes what it prints: a name cannot inject markup into the printed page", () => {
    const badge = kioskBadge(stored(1, { name: '<img src=x onerror="alert(1)">' }), undefined, enrolment());

    expect(badge.svg).not.toContain("<img");
    expect(badge.svg).toContain("&lt;img");
  });
});
