// The check-in issue's offline pair: two kiosks of one conference, both offline, check the same person in,
// desk A first, then desk B. Desk B comes back online first, so its check-in reaches the server first;
// then desk A. The server must keep desk A's scan (the earlier) as the one canonical check-in and desk B's
// as a repeat, and both kiosks must show desk A's check-in (who, when, where): on the cards they still
// have on screen, and when the person is scanned again. The outcome is checked in the database and through
// the back office's API (exact: a wrong one fails the run); the time from both being back online until
// both screens agree is reported.
import { insertBulkRegistrations, openDatabase } from "@confreg/server/testing";
import type { BenchCase, BenchContext } from "../harness/context";
import { recordCheck, recordFigure } from "../harness/results";
import { checkInAt, type Desk, goOffline, openDesk, scanEchoMs, wedgeScan } from "./kiosk-desk";
import { type PairScans, pointAndZone, serverOutcome } from "./kiosk-pair-outcome";
import { type ScannablePerson, scannablePeople } from "./kiosk-people";

/** A small conference of its own, built as the bulk one is: a few hundred people, some with ID cards. */
const pairConference = { count: 300, scannable: 10, seed: 20_270_202 };
const agreeTimeoutMs = 60_000;

/**
 * In the page: the card on screen shows desk A's check-in (at its time) as the person's check-in, with
 * nothing waiting to be sent: desk A "checked in here" or a notice naming itself, the others a repeat
 * notice naming desk A.
 */
function showsCanonical({ deskA, clock, own }: { deskA: string; clock: string; own: boolean }): boolean {
  // No named helpers in here: the bench's TypeScript runner would wrap them in a function the page lacks.
  const [waiting, queued, done, repeat, by] = [
    "checkin-waiting",
    "queue-count",
    "checkin-done",
    "checkin-repeat",
    "checkin-repeat-by",
  ].map((id) => document.querySelector(`[data-testid="${id}"]`));
  if (waiting || queued?.getAttribute("data-count") !== "0") return false;
  if (own && done) return done.textContent?.includes(clock) ?? false;
  return (repeat?.textContent?.includes(clock) && by?.textContent?.includes(deskA)) ?? false;
}

/** In the page: what the screen shows of the check-in, the queue and the push channel (for a failure's log). */
function screenState() {
  return [
    "checkin-done",
    "checkin-repeat",
    "checkin-waiting",
    "queue-count",
    "push-indicator",
    "online-indicator",
  ]
    .map((id) => {
      const element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      const data = element ? Object.entries(element.dataset).map(([k, v]) => `${k}=${v}`) : [];
      return `${id}: ${element ? `${element.textContent?.trim()} ${data.join(" ")}` : "none"}`;
    })
    .join("; ");
}

/** Brings desk B back online and lets its queue empty, then desk A: whether both screens agree, and when. */
async function reconnect(a: Desk, b: Desk, clock: string) {
  await b.context.setOffline(false);
  await b.page.locator('[data-testid="queue-count"][data-count="0"]').waitFor();
  const online = performance.now();
  await a.context.setOffline(false);
  const agree = (desk: Desk, own: boolean) =>
    desk.page.waitForFunction(
      showsCanonical,
      { deskA: a.name, clock, own },
      { polling: 50, timeout: agreeTimeoutMs },
    );
  const agreed = await Promise.all([agree(a, true), agree(b, false)]).then(
    () => true,
    async (error: unknown) => {
      console.error("the kiosks did not agree:", error);
      for (const desk of [a, b]) console.error(desk.name, await desk.page.evaluate(screenState));
      return false;
    },
  );
  return { agreed, ms: performance.now() - online };
}

/** What a card shows of desk A's check-in: its time as a clock in the conference's zone, and the point. */
type Expected = { deskA: string; clock: string; points: string[] };

async function expectedOf(context: BenchContext, conferenceId: number, scans: PairScans): Promise<Expected> {
  const { names, timezone } = await pointAndZone(context, conferenceId);
  const clock = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: timezone }).format(
    new Date(scans.a.at),
  );
  return { deskA: scans.a.name, clock, points: names };
}

/**
 * Scans the person again at each desk: how many cards say desk A checked them in, at its time, at the point.
 * The new scans wait out the kiosks' echo window first: the same number again within it is taken for one
 * scan read twice, and ignored (on a quiet machine both kiosks agree well within it).
 */
async function desksShowingDeskA(desks: Desk[], person: ScannablePerson, expected: Expected) {
  await new Promise((resolve) => setTimeout(resolve, scanEchoMs));
  let showing = 0;
  for (const desk of desks) {
    await wedgeScan(desk.page, person.idNumber);
    const banner = desk.page.locator('[data-testid="checkin-repeat"]');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? "";
    if (
      text.includes(expected.deskA) &&
      text.includes(expected.clock) &&
      expected.points.some((name) => text.includes(name))
    )
      showing += 1;
  }
  return showing;
}

async function run(context: BenchContext) {
  const { db, close } = await openDatabase(context.database);
  const { conferenceId } = await insertBulkRegistrations(db, context.pii, pairConference).finally(close);
  const person = (await scannablePeople(context, conferenceId)).find((p) => p.eligible && !p.signedIn);
  if (!person) throw new Error("the pair's conference has no eligible person with an ID card to check in");
  const a = await openDesk(context, conferenceId, "bench desk A", "198.19.9.1");
  const b = await openDesk(context, conferenceId, "bench desk B", "198.19.9.2");
  try {
    await goOffline(a.page);
    await goOffline(b.page);
    const scans = {
      a: { name: a.name, at: await checkInAt(a, person) },
      b: { name: b.name, at: await checkInAt(b, person) },
    };
    const expected = await expectedOf(context, conferenceId, scans);
    const together = await reconnect(a, b, expected.clock);
    const showing = await desksShowingDeskA([a, b], person, expected);
    const server = await serverOutcome(context, conferenceId, person.id, scans);

    const pair = "kiosk offline pair:";
    recordCheck(`${pair} canonical check-in events of the person`, server.canonical, 1);
    recordCheck(
      `${pair} it is desk A's earlier scan (event, check-in, API sign-in time; 1 = yes)`,
      Number(server.deskACanonical),
      1,
    );
    recordCheck(`${pair} one repeat, desk B's scan (1 = yes)`, Number(server.deskBRepeat), 1);
    recordCheck(`${pair} repeats on the back office's live board`, server.repeatsOnBoard, 1);
    recordCheck(
      `${pair} both screens agree within ${agreeTimeoutMs / 1000} s (1 = yes)`,
      Number(together.agreed),
      1,
    );
    recordCheck(`${pair} kiosks showing desk A's check-in (who, when, where) on a new scan`, showing, 2);
    recordFigure(
      `${pair} both screens show desk A's check-in, from both back online (reported)`,
      "ms",
      together.ms,
      null,
    );
  } finally {
    await a.context.close();
    await b.context.close();
  }
}

export const kioskOfflinePair: BenchCase = { name: "kiosk-offline-pair", run };
