import {
  type ConferenceView,
  computeFee,
  defaultPayType,
  type RegistrationDetail,
  type Workshop,
} from "@confreg/shared";
import { type BrowserContext, type Page, request } from "playwright-core";
import { expect } from "vitest";
import { AttendeeSite } from "../pages/attendee";
import { PaymentsPanel } from "../pages/payments";
import type { RunningServer } from "./server";

/** A mainland ID number with its GB 11643 check character, different for each `n`. */
export function journeyIdNumber(n: number): string {
  const body = `11010119900307${String(n).padStart(3, "0")}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return body + "10X98765432"[sum % 11];
}

export type JourneyRegistrant = { login: string; name: string; unit: string; position: string; n: number };

/**
 * A new attendee signed up on the site, with one registration made through the API (a plain type and one
 * open workshop of the conference, priced as the form would), opened on its registerDetail page.
 * `extra` adds to the registration's body (an invoice block, say).
 */
export async function registeredOnDetail(
  context: BrowserContext,
  page: Page,
  conference: { id: number; view: ConferenceView },
  who: JourneyRegistrant,
  extra: Record<string, unknown> = {},
) {
  const { view } = conference;
  const site = new AttendeeSite(page, conference.id);
  await site.signUp(who.login, "journey-password-1");
  await site.expectOn("preRegist");
  const type = view.participantTypes.find(
    (t) => !t.isHidden && !t.workshopOnly && !t.isMember && !t.needsOtherMemberNo,
  );
  const workshop = view.workshops.find((w) => !w.isNoneOption && (w.remaining ?? 1) > 0);
  if (!type || !workshop) throw new Error("the demo conference lacks a plain type or an open workshop");
  // The total the page would show: the server refuses a registration whose client total differs.
  const fee = computeFee({
    discountTime: view.discountTime,
    settings: view.settings,
    participantType: type,
    workshops: [workshop] as Workshop[],
    feeRows: view.feeRows,
    payType: defaultPayType(view.settings),
    now: new Date(),
  });
  const csrf = (await context.cookies()).find((c) => c.name === "confreg_csrf")?.value ?? "";
  const created = await page.request.post(`/api/conferences/${conference.id}/registrations`, {
    headers: { "x-csrf-token": csrf },
    data: {
      name: who.name,
      unit: who.unit,
      position: who.position,
      email: who.login,
      phone: `139${String(10_000_000 + who.n).slice(-8)}`,
      idNumber: journeyIdNumber(who.n),
      participantTypeId: type.id,
      workshopIds: [workshop.id],
      clientTotal: fee.total,
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const registration = (await created.json()) as RegistrationDetail;
  await page.goto(`${site.path("registerDetail")}?register_id=${registration.id}`);
  const payments = new PaymentsPanel(page);
  await payments.panel().waitFor();
  return { site, payments, registration };
}

/** The back office's API, signed in as the demo administrator (what its pages would send). */
export async function adminApi(server: RunningServer) {
  const admin = server.accounts.find((a) => a.username === "admin");
  if (!admin) throw new Error("the demo seed has no administrator");
  const api = await request.newContext({ baseURL: server.url });
  const csrf = async () =>
    (await api.storageState()).cookies.find((c) => c.name === "confreg_csrf")?.value ?? "";
  // The first answer sets the CSRF cookie that every mutation, signing in too, must echo.
  await api.get("/api/session");
  const login = await api.post("/api/admin/login", {
    data: { username: admin.username, password: admin.password },
    headers: { "x-csrf-token": await csrf() },
  });
  expect(login.status()).toBe(200);
  return {
    async get<T>(path: string): Promise<T> {
      const res = await api.get(path);
      const text = await res.text();
      expect(res.status(), text).toBe(200);
      return JSON.parse(text) as T;
    },
    async post(path: string, data: object) {
      const res = await api.post(path, { data, headers: { "x-csrf-token": await csrf() } });
      const text = await res.text();
      expect(res.status(), text).toBe(200);
      return JSON.parse(text) as unknown;
    },
    dispose: () => api.dispose(),
  };
}
