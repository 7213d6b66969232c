import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { verifyCheckinQr } from "@confreg/shared";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { beforeAll, expect, it } from "vitest";
import { conferenceQrPublicKey } from "#crypto/checkin-qr";
import type { TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { paymentSuite } from "../payments/payment-harness";

/** Where the rendered cards go, to be looked at (test-output/ is not committed). */
const outDir = path.resolve(import.meta.dirname, "../../../test-output/checkin-card");
mkdirSync(outDir, { recursive: true });

type ErrorBody = { code: string; message: string; details: Record<string, unknown> };

/** The card as the browser gets it: status, type, and the bytes (or the error's JSON). */
async function download(client: TestClient, url: string) {
  const res = await fetch(client.baseUrl + url, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "";
  return {
    status: res.status,
    type,
    bytes,
    error: type.includes("json") ? (JSON.parse(bytes.toString()) as ErrorBody) : null,
  };
}

/** The card's page as PNG (150 dpi), its share of ink, its text and page facts from poppler. */
function inspect(name: string, pdf: Buffer) {
  const file = path.join(outDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-png", "-r", "150", "-singlefile", file, path.join(outDir, name)]);
  const png = PNG.sync.read(readFileSync(path.join(outDir, `${name}.png`)));
  let ink = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if ((png.data[i] ?? 255) + (png.data[i + 1] ?? 255) + (png.data[i + 2] ?? 255) < 600) ink++;
  const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return {
    ink: ink / (png.width * png.height),
    qr: qr?.data ?? null,
    text: execFileSync("pdftotext", ["-raw", file, "-"]).toString(),
    info: execFileSync("pdfinfo", [file]).toString(),
  };
}

describeEachDialect("the check-in card (checkInCard)", ({ db, dialect }) => {
  const h = paymentSuite(db, dialect);
  let staff: TestClient;

  beforeAll(async () => {
    staff = await h.admin(2);
  });

  /** A registration of a new attendee with a name in both languages and a unit, paid or not. */
  async function registered(paid: boolean, fee = 160_000) {
    const { client, accountId } = await h.attendee();
    const line = await h.registration(accountId, fee, paid ? { payStatus: 2, receivedFee: fee } : {});
    await db()
      .updateTable("registrations")
      .set({ nameEn: "Li Si", unit: "北京测试大学自动化研究所" })
      .where("id", "=", line.registrationId)
      .execute();
    return { client, accountId, ...line };
  }

  it("a paid attendee's card: one A6 page, not blank, with the person, the type and the number", async () => {
    const { client, registrationId } = await registered(true);
    const card = await download(client, `/api/registrations/${registrationId}/checkin-card`);
    expect(card.status).toBe(200);
    expect(card.type).toBe("application/pdf");
    const page = inspect(`card-${dialect}`, card.bytes);
    expect(page.info).toMatch(/Pages:\s+1\n/);
    expect(page.info).toMatch(/Page size:\s+297\.64 x 419\.53 pts/);
    expect(page.ink).toBeGreaterThan(0.04);
    for (const text of ["李四", "Li Si", "北京测试大学自动化研究所", "测试年会", "Test Annual Meeting"])
      expect(page.text).toContain(text);
    expect(page.text).toContain(`TAM-${registrationId}`);
    expect(page.text).toContain("Show this card (or the QR code on your phone) at the check-in desk.");
  });

  it("the printed QR code reads as the registration's signed code, verified with the conference's public key", async () => {
    const { client, registrationId } = await registered(true);
    const card = await download(client, `/api/registrations/${registrationId}/checkin-card`);
    const { qr } = inspect(`card-qr-${dialect}`, card.bytes);
    const conferenceId = h.fx().conference.id;
    const key = { conferenceId, publicKey: conferenceQrPublicKey(h.app().pii, conferenceId) };
    expect(qr).not.toBeNull();
    expect(verifyCheckinQr(qr ?? "", key)).toEqual({ ok: true, registrationId });
    const detail = await client.get<{ checkinQr: string }>(`/api/registrations/${registrationId}`);
    expect(detail.body.checkinQr).toBe(qr);
    const otherKey = { conferenceId, publicKey: conferenceQrPublicKey(h.app().pii, h.fx().other.id) };
    expect(verifyCheckinQr(qr ?? "", otherKey)).toEqual({ ok: false, reason: "badSignature" });
  });

  it("another account's registration has no card: not found, as if it did not exist", async () => {
    const { registrationId } = await registered(true);
    const stranger = await h.attendee();
    const card = await download(stranger.client, `/api/registrations/${registrationId}/checkin-card`);
    expect(card.status).toBe(404);
    expect(card.error?.code).toBe("REGISTRATION_NOT_FOUND");
  });

  it("a registration that may not check in yet is refused with a message that says why; a free one gets its card", async () => {
    const unpaid = await registered(false);
    const refused = await download(unpaid.client, `/api/registrations/${unpaid.registrationId}/checkin-card`);
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: "CHECKIN_CARD_UNAVAILABLE", details: { reason: "unpaid" } });
    expect(refused.error?.message).not.toBe("");
    const free = await registered(false, 0);
    const card = await download(free.client, `/api/registrations/${free.registrationId}/checkin-card`);
    expect(card.status).toBe(200);
    expect(card.type).toBe("application/pdf");
  });

  it("a deleted registration has no card", async () => {
    const { client, registrationId } = await registered(false);
    expect((await client.request("DELETE", `/api/registrations/${registrationId}`)).status).toBe(200);
    const card = await download(client, `/api/registrations/${registrationId}/checkin-card`);
    expect(card.status).toBe(404);
  });

  it("staff print the card of a registration of their conference; staff of another conference do not find it", async () => {
    const { registrationId } = await registered(true);
    const card = await download(staff, `/api/admin/registrations/${registrationId}/checkin-card`);
    expect(card.status).toBe(200);
    expect(inspect(`card-staff-${dialect}`, card.bytes).text).toContain("李四");
    const outsider = await h.admin(2, h.fx().other.id);
    expect((await download(outsider, `/api/admin/registrations/${registrationId}/checkin-card`)).status).toBe(
      404,
    );
    const checkinStaff = await h.admin(3);
    expect(
      (await download(checkinStaff, `/api/admin/registrations/${registrationId}/checkin-card`)).status,
    ).toBe(403);
  });

  it("a long name, English name, unit and title stay on the one page, shrunk or shortened, never over the edge", async () => {
    const { client, registrationId } = await registered(true);
    await db()
      .updateTable("registrations")
      .set({
        name: "阿卜杜热合曼·买买提依明·艾力",
        nameEn: "Abdurehman Memetimin Ali Abdukerim Tursunjan",
        unit: "中国科学院自动化研究所复杂系统管理与控制国家重点实验室智能机器人与自主系统研究中心联合实验室办公室",
      })
      .where("id", "=", registrationId)
      .execute();
    const card = await download(client, `/api/registrations/${registrationId}/checkin-card`);
    const file = path.join(outDir, `card-long-${dialect}.pdf`);
    const page = inspect(`card-long-${dialect}`, card.bytes);
    expect(page.info).toMatch(/Pages:\s+1\n/);
    expect(page.qr).not.toBeNull();
    const bbox = execFileSync("pdftotext", ["-bbox", file, "-"]).toString();
    const xs = [...bbox.matchAll(/xMin="([\d.]+)"[^>]*xMax="([\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(xs.length).toBeGreaterThan(10);
    for (const [min, max] of xs) {
      expect(min).toBeGreaterThanOrEqual(19);
      expect(max).toBeLessThanOrEqual(297.64 - 19);
    }
  });
});
