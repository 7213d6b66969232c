import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type AdminEditFixture,
  adminEditFixture,
  payInFull,
  studentBody,
} from "../helpers/admin-edit-fixture";
import { startTestApp, type TestApp } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { describeEachDialect } from "../helpers/database";

type Panel = {
  id: number;
  isCard: boolean;
  badge: { id: number; printCount: number };
  health: { images: { kind: string; image: { id: number; url: string } }[] } | null;
  additional: { hotel: { nights: number } | null };
  papers: { paperId: string; pages: number }[];
  group: { groupCode: string; discountBp: number; memberCount: number; isManager: boolean } | null;
  channel: string;
  account: { login: string } | null;
};
type Entry = {
  action: string;
  entity: string;
  fromState: string | null;
  toState: string | null;
  actor: { kind: string; name: string };
  amounts: { totalFee?: number; refundFee?: number } | null;
};

/** Spec 002 §2 "Registration detail panel", §6 check-only mode: the panel's sections and its audit history. */
describeEachDialect("the registration detail panel", ({ db, dialect }) => {
  let app: TestApp;
  let fx: AdminEditFixture;
  let id: number;
  let uploads: number[];

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await adminEditFixture(db(), app);
    const attendee = await signedUpAttendee(app, { login: "panel@example.com" });
    const res = await attendee.post<{ id: number }>(
      `/api/conferences/${fx.conference.id}/registrations`,
      studentBody(fx, {
        participantTypeId: fx.types.author.id,
        papers: [{ paperId: fx.papers.first.paperId, pages: 2 }],
        hotel: {
          roomTypeId: fx.rooms.roomy.id,
          startDate: "2027-06-02",
          endDate: "2027-06-04",
          hotelPayType: 2,
          residentType: 1,
          roommateName: "",
        },
        // The one-member scheme (80%): paying completes the group at once.
        group: { join: "FULLKM" },
        clientTotal: 1_040_00,
      }),
    );
    expect(res.status).toBe(201);
    id = res.body.id;
    const at = app.clock.now.toISOString();
    uploads = [];
    for (const kind of ["travelCode", "nucleicAcid", "signature"]) {
      const row = await db()
        .insertInto("uploads")
        .values({
          kind,
          storageKey: `panel/${kind}`,
          mime: "image/png",
          size: 10,
          sha256: kind,
          ownerKind: "attendee",
          ownerId: null,
          registrationId: id,
          conferenceId: fx.conference.id,
          createTime: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      uploads.push(row.id);
    }
    const [travel, nucleic, signature] = uploads;
    await db()
      .insertInto("declarations")
      .values({
        registrationId: id,
        xingchengma: travel ?? null,
        shengwaihesuan: nucleic ?? null,
        qianming: signature ?? null,
        createTime: at,
        updateTime: at,
      })
      .execute();
  });
  afterAll(() => app.close());

  it("full mode: health images, lodging, papers, group, channel and account beside the registration", async () => {
    const res = await fx.office.staff.get<Panel>(`/api/admin/registrations/${id}`);
    expect(res.status).toBe(200);
    const [travel, nucleic, signature] = uploads;
    expect(res.body.health?.images).toEqual([
      { kind: "travelCode", image: { id: travel, url: `/api/uploads/${travel}` } },
      { kind: "nucleicAcid", image: { id: nucleic, url: `/api/uploads/${nucleic}` } },
      { kind: "signature", image: { id: signature, url: `/api/uploads/${signature}` } },
    ]);
    expect(res.body.additional.hotel?.nights).toBe(2);
    expect(res.body.papers).toEqual([
      expect.objectContaining({ paperId: fx.papers.first.paperId, pages: 2 }),
    ]);
    expect(res.body.group).toMatchObject({
      groupCode: "FULLKM",
      discountBp: 8000,
      memberCount: 1,
      isManager: false,
    });
    expect(res.body).toMatchObject({
      channel: "online",
      account: { login: "panel@example.com" },
      isCard: false,
    });
    expect(res.body.badge.id).toBe(id);
  });

  it("check-only mode reads the same panel with check-in rights; the registration list's detail stays closed to it", async () => {
    const check = await fx.office.checkin.get<Panel>(`/api/admin/checkin-list/${id}`);
    expect(check.status).toBe(200);
    const full = await fx.office.staff.get<Panel>(`/api/admin/registrations/${id}`);
    expect(check.body).toEqual(full.body);
    expect((await fx.office.checkin.get(`/api/admin/registrations/${id}`)).status).toBe(403);
    expect((await fx.office.otherStaff.get(`/api/admin/checkin-list/${id}`)).status).toBe(404);
  });

  it("the audit history: who did what and when, from and to, with amounts, oldest first (administrators only)", async () => {
    const line = await payInFull(db(), fx, id);
    await fx.office.staff.request(
      "DELETE",
      `/api/admin/registrations/${id}/papers/${fx.papers.first.paperId}`,
    );
    const res = await fx.office.admin.get<Entry[]>(`/api/admin/registrations/${id}/history`);
    expect(res.status).toBe(200);
    const staffName = (
      await db()
        .selectFrom("auditLog")
        .innerJoin("adminAccounts", "adminAccounts.id", "auditLog.actorId")
        .select("adminAccounts.username")
        .where("auditLog.action", "=", "payment.confirmPayment")
        .where("auditLog.entityId", "=", line)
        .executeTakeFirstOrThrow()
    ).username;
    const brief = res.body.map((e) => [e.action, e.actor.kind, e.fromState, e.toState]);
    expect(brief).toEqual([
      ["registration.create", "attendee", null, "live"],
      ["payment.confirmPayment", "admin", "0", "2"],
      // The attendee is told the payment arrived: the message is part of the registration's history.
      ["message.send", "admin", null, null],
      ["registration.edit", "admin", "0", "0"],
      ["payment.refundDifference", "admin", "2", "-1"],
    ]);
    expect(res.body[1]?.actor.name).toBe(staffName);
    // One paper less: (800 + 300) × 0.8 instead of (1,000 + 300) × 0.8.
    expect(res.body[4]?.amounts).toMatchObject({ refundFee: 160_00 });
    for (const client of [fx.office.staff, fx.office.checkin]) {
      expect((await client.get(`/api/admin/registrations/${id}/history`)).status).toBe(403);
    }
    expect((await fx.office.otherAdmin.get(`/api/admin/registrations/${id}/history`)).status).toBe(404);
  });
});
