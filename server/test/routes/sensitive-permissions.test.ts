import { afterAll, beforeAll, expect, it } from "vitest";
import { insertAdmin, insertPayLine, insertRegistration } from "#seed/index";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture } from "../helpers/fixtures";

type Who = "administrator" | "staff" | "checkin" | "administratorOfAll";
const roleOf: Record<Who, { role: 1 | 2 | 3; all: boolean }> = {
  administrator: { role: 1, all: false },
  staff: { role: 2, all: false },
  checkin: { role: 3, all: false },
  administratorOfAll: { role: 1, all: true },
};

/**
 * The cells of the permission table that matter most (DOMAIN.md §9), written out by hand: who may approve
 * and complete refunds, see full personal data, delete, manage accounts and configure conferences. The walk
 * of every route (permissions.test.ts) checks the guard against the shared table; this checks the table
 * itself against what the society decided, so a changed role in the table cannot pass unnoticed.
 */
const sensitive: Record<string, { method: string; path: string; allowed: readonly Who[] }> = {
  approveRefund: {
    method: "POST",
    path: "/api/admin/pay-lines/{line}/approve-refund",
    allowed: ["administrator", "administratorOfAll"],
  },
  rejectRefund: {
    method: "POST",
    path: "/api/admin/pay-lines/{line}/reject-refund",
    allowed: ["administrator", "administratorOfAll"],
  },
  completeRefund: {
    method: "POST",
    path: "/api/admin/pay-lines/{line}/complete-refund",
    allowed: ["administrator", "administratorOfAll"],
  },
  confirmPayment: {
    method: "POST",
    path: "/api/admin/pay-lines/{line}/confirm",
    allowed: ["administrator", "staff", "administratorOfAll"],
  },
  revealPersonalData: {
    method: "POST",
    path: "/api/admin/registrations/{registration}/personal-data",
    allowed: ["administrator", "administratorOfAll"],
  },
  deleteRegistration: {
    method: "DELETE",
    path: "/api/admin/registrations/{registration}",
    allowed: ["administrator", "administratorOfAll"],
  },
  createAdminAccount: {
    method: "POST",
    path: "/api/admin/accounts",
    allowed: ["administrator", "administratorOfAll"],
  },
  setAdminAccountPassword: {
    method: "PUT",
    path: "/api/admin/accounts/{account}/password",
    allowed: ["administrator", "administratorOfAll"],
  },
  updateConference: {
    method: "PUT",
    path: "/api/admin/conferences/{conference}",
    allowed: ["administrator", "administratorOfAll"],
  },
  createConference: { method: "POST", path: "/api/admin/conferences", allowed: ["administratorOfAll"] },
  deleteConference: {
    method: "DELETE",
    path: "/api/admin/conferences/{conference}",
    allowed: ["administratorOfAll"],
  },
  updateSystemSettings: { method: "PUT", path: "/api/admin/settings", allowed: ["administratorOfAll"] },
};

describeEachDialect("the sensitive permissions, as the society decided them", ({ db, dialect }) => {
  let app: TestApp;
  let fx: Fixture;
  const ids = { line: 0, registration: 0, account: 0, conference: 0 };
  const clients = new Map<Who, TestClient>();

  beforeAll(async () => {
    app = await startTestApp(db(), dialect);
    fx = await conferenceFixture(db(), app.clock.now);
    const registration = await insertRegistration(db(), {
      conferenceId: fx.conference.id,
      participantTypeId: fx.types.delegate.id,
    });
    // Paid, so a permitted delete is refused for its money and nothing is removed.
    const line = await insertPayLine(db(), {
      registrationId: registration.id,
      payStatus: 2,
      totalFee: 100_00,
      receivedFee: 100_00,
    });
    Object.assign(ids, {
      line: line.id,
      registration: registration.id,
      account: fx.staff.account.id,
      conference: fx.conference.id,
    });
    for (const [who, { role, all }] of Object.entries(roleOf) as [Who, (typeof roleOf)[Who]][]) {
      const made = await insertAdmin(db(), { role, conferenceId: all ? null : fx.conference.id });
      const client = app.client();
      const login = await client.post("/api/admin/login", {
        username: made.account.username,
        password: made.password,
      });
      expect(login.status).toBe(200);
      clients.set(who, client);
    }
  });
  afterAll(() => app.close());

  const urlOf = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_, name: keyof typeof ids) => String(ids[name]));

  for (const [operationId, cell] of Object.entries(sensitive)) {
    it(`${operationId}: only ${cell.allowed.join(", ")}`, async () => {
      for (const who of Object.keys(roleOf) as Who[]) {
        const client = clients.get(who) as TestClient;
        const res = await client.request<{ code?: string }>(
          cell.method,
          urlOf(cell.path),
          cell.method === "GET" ? undefined : {},
        );
        const refused = res.status === 403 && res.body.code === "FORBIDDEN";
        expect(refused, `${operationId} as ${who}: ${res.status} ${res.body.code ?? ""}`).toBe(
          !cell.allowed.includes(who),
        );
      }
    });
  }

  it("the routes named here are the operations the API describes", async () => {
    type Doc = { paths: Record<string, Record<string, { operationId: string }>> };
    const doc = (await app.client().get<Doc>("/api/openapi.json")).body;
    for (const [operationId, cell] of Object.entries(sensitive)) {
      const path = cell.path.replace(/\{\w+\}/g, "{x}");
      const found = Object.entries(doc.paths).find(
        ([route, ops]) =>
          route.replace(/\{\w+\}/g, "{x}") === path &&
          ops[cell.method.toLowerCase()]?.operationId === operationId,
      );
      expect(found, operationId).toBeDefined();
    }
  });
});
