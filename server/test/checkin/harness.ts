import { randomUUID } from "node:crypto";
import type { KioskEventResult, PayStatus } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import {
  insertAdmin,
  insertConference,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
} from "#seed/index";
import type { TestApp, TestClient } from "../helpers/app";
import { type EnrolAnswer, issueCode, kioskApi } from "../helpers/kiosk";
import { signInAdmin } from "../helpers/office-clients";

/** A conference for check-in tests, with the settings asked (onsite payment, cards), and one fee type. */
export async function checkinConference(
  db: Kysely<Database>,
  now: Date,
  settings: { isOnsite?: boolean; isCard?: boolean } = {},
) {
  const conference = await insertConference(db, {
    titleZh: "签到测试会",
    titleEn: "Check-in test meeting",
    systemCode: "CHK",
    createTime: now.toISOString(),
    settings,
  });
  const type = await insertParticipantType(db, {
    conferenceId: conference.id,
    fee: 120_000,
    discountFee: 100_000,
  });
  const main = await db
    .selectFrom("checkinPoints")
    .select("id")
    .where("conferenceId", "=", conference.id)
    .where("isMain", "=", 1)
    .executeTakeFirstOrThrow();
  // Registrations are made a day earlier: a desk event can be dated any time after (DOMAIN.md §9).
  const registeredAt = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  return { conference, typeId: type.id, mainPointId: main.id, registeredAt };
}
export type CheckinConference = Awaited<ReturnType<typeof checkinConference>>;

/**
 * A registration of the conference, made a day before the tests' clock, with one fee line in the state
 * given (2: paid, may check in) of `totalFee` cents.
 */
export async function registrant(
  db: Kysely<Database>,
  at: CheckinConference,
  payStatus: PayStatus,
  name = "王芳",
  totalFee = 100_000,
) {
  const row = await insertRegistration(db, {
    conferenceId: at.conference.id,
    participantTypeId: at.typeId,
    name,
    createTime: at.registeredAt,
  });
  const line = await insertPayLine(db, {
    registrationId: row.id,
    payType: 1,
    payStatus,
    totalFee,
    receivedFee: payStatus === 2 ? totalFee : 0,
  });
  return { id: row.id, lineId: line.id, createTime: row.createTime };
}

/** A back-office account of the given role and scope (null: every conference), signed in. */
export async function officeAccount(
  app: TestApp,
  db: Kysely<Database>,
  role: 1 | 2 | 3,
  conferenceId: number | null,
): Promise<TestClient> {
  const { account, password } = await insertAdmin(db, { role, conferenceId });
  return signInAdmin(app, account.username, password);
}

/** A kiosk of the conference enrolled through a pairing code the administrator issues (for `pointId`). */
export async function enrolKiosk(
  app: TestApp,
  admin: TestClient,
  conferenceId: number,
  name: string,
  pointId?: number,
): Promise<EnrolAnswer & { point: { id: number; name: { zh: string; en: string } } }> {
  const code = pointId
    ? (
        await admin.post<{ code: string }>(`/api/admin/conferences/${conferenceId}/kiosk-pairings`, {
          pin: "2468",
          pointId,
        })
      ).body.code
    : await issueCode(admin, conferenceId);
  const enrolled = await kioskApi(app).enrol(code, name);
  if (enrolled.status !== 200) throw new Error(`enrol answered ${enrolled.status}`);
  return enrolled.body as EnrolAnswer & { point: { id: number; name: { zh: string; en: string } } };
}

/** POST /api/kiosk/events with the kiosk's token. */
export async function postEvents(app: TestApp, token: string, events: unknown[]) {
  const res = await fetch(`${app.url}/api/kiosk/events`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ events }),
  });
  return { status: res.status, body: (await res.json()) as { results: KioskEventResult[]; code?: string } };
}

/**
 * The same queue sent twice, for new people each time (`queue` makes them): once as one batch, once event
 * by event. Answers each run's queue and its answers, in the events' order.
 */
export async function sendTogetherAndApart<Q extends { events: unknown[] }>(
  app: TestApp,
  token: string,
  queue: () => Promise<Q>,
) {
  const send = async (events: unknown[]) => {
    const res = await postEvents(app, token, events);
    if (res.status !== 200) throw new Error(`POST /api/kiosk/events answered ${res.status}`);
    return res.body.results;
  };
  const together = await queue();
  const batch = await send(together.events);
  const apart = await queue();
  const single: KioskEventResult[] = [];
  for (const event of apart.events) single.push(...(await send([event])));
  return { together, batch, apart, single };
}

/** A check-in event as a kiosk makes it. */
export const checkinEvent = (registrationId: number, scannedAt: Date, clientId = randomUUID()) => ({
  kind: "checkin",
  clientId,
  registrationId,
  scannedAt: scannedAt.toISOString(),
  method: "idNumber",
  operator: "小李",
});

/** Rows of a table counted where the column has the value. */
export async function countWhere(
  db: Kysely<Database>,
  table: "checkinEvents" | "badgePrints" | "auditLog",
  column: string,
  value: string | number,
): Promise<number> {
  // biome-ignore lint/suspicious/noExplicitAny: a counting helper over a few tables by one column
  const row = await (db as Kysely<any>)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where(column, "=", value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A kiosk's push channel read like the kiosk does (fetch, streaming body): resolves with the first
 * `changed` whose cursor passes `atLeast`, or rejects after `timeoutMs`.
 */
export function openStream(app: TestApp, token: string) {
  const controller = new AbortController();
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  const ready = fetch(`${app.url}/api/kiosk/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reading = ready.then(async (res) => {
    if (res.status !== 200 || !res.body) return res.status;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data });
          for (const wake of waiters.splice(0)) wake();
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Aborted by close().
    }
    return res.status;
  });
  return {
    status: ready.then((res) => res.status),
    events,
    /** The first `changed` with a cursor above `after`, within `timeoutMs`. */
    async changedAfter(after: number, timeoutMs: number): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = events
          .filter((e) => e.event === "changed")
          .map((e) => (JSON.parse(e.data) as { cursor: number }).cursor)
          .find((cursor) => cursor > after);
        if (hit !== undefined) return hit;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no change after cursor ${after} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close() {
      controller.abort();
      return reading.catch(() => undefined);
    },
  };
}
