// The check-in issue's desk figures: with the network cut, the kiosk that just synced the bulk conference
// finds people by their scanned ID card (scan to the result on screen), then, with auto check-in and print
// on check-in, checks people in and prints their badge (scan to the print dispatched). The kiosk times each
// scan itself, in the page (kiosk/src/renderer/scan/scan-marks.ts). Baseline: the same look-ups done raw
// in the same page on the kiosk's own database: scrypt of the number with the enrolment's parameters
// (hash-wasm, as the kiosk) and Dexie's query on the `idHash` index.
import type { Page } from "playwright-core";
import type { BenchContext } from "../harness/context";
import { addBenchTools, type BenchTools } from "../harness/page-tools";
import { percentile, recordCheck, recordFigure } from "../harness/results";
import {
  countPrints,
  enableAutoPrint,
  goOffline,
  latestScan,
  measureAfter,
  scanTiming,
  wedgeScan,
} from "./kiosk-desk";
import { type ScannablePerson, scannablePeople, spread } from "./kiosk-people";

type RawLookups = { ms: number[]; queryMs: number[]; found: number };
type LookupParams = { salt: string; N: number; r: number; p: number; dkLen: number };

/** In the page: each number hashed and looked up as the kiosk does it, without the screen; ms each. */
async function rawLookups(idNumbers: string[]): Promise<RawLookups> {
  const { Dexie, scrypt } = (window as unknown as { benchTools: BenchTools }).benchTools;
  const db = new Dexie("confreg-kiosk");
  await db.open();
  // The conference's parameters as the last sync page gave them, as the kiosk reads them (lookup.ts).
  const enrolment = (await db.table("enrolment").get("current")) as {
    lookup: LookupParams;
    conference: { lookup?: LookupParams };
  };
  const lookup = enrolment.conference.lookup ?? enrolment.lookup;
  const { N, r, p, dkLen } = lookup;
  const salt = Uint8Array.from(atob(lookup.salt), (c) => c.charCodeAt(0));
  const out: RawLookups = { ms: [], queryMs: [], found: 0 };
  for (const idNumber of idNumbers) {
    const started = performance.now();
    const hash = await scrypt({
      password: idNumber,
      salt,
      costFactor: N,
      blockSize: r,
      parallelism: p,
      hashLength: dkLen,
      outputType: "hex",
    });
    const hashed = performance.now();
    const rows = await db.table("registrations").where("idHash").equals(hash).toArray();
    const done = performance.now();
    out.ms.push(done - started);
    out.queryMs.push(done - hashed);
    if (rows.length === 1) out.found += 1;
  }
  db.close();
  return out;
}

/**
 * Each person's ID card scanned, the result waited for: the kiosk's times to the result on screen and to it
 * rendered (before its frame), and the cards naming the person.
 */
async function findEach(page: Page, people: ScannablePerson[]) {
  const ms: number[] = [];
  const readyMs: number[] = [];
  let named = 0;
  for (const person of people) {
    const after = await latestScan(page);
    await wedgeScan(page, person.idNumber);
    ms.push(await measureAfter(page, scanTiming.shown, after));
    readyMs.push(await measureAfter(page, scanTiming.ready, after));
    if ((await page.locator('[data-testid="person-name"]').textContent()) === person.name) named += 1;
  }
  return { ms, readyMs, named };
}

/**
 * With auto check-in and print on check-in, each eligible person scanned: the kiosk's times to the print,
 * how long after the result on screen it came, and the prints.
 */
async function checkInAndPrintEach(page: Page, people: ScannablePerson[]) {
  await enableAutoPrint(page);
  const prints = await countPrints(page);
  const ms: number[] = [];
  const afterShown: number[] = [];
  for (const [i, person] of people.entries()) {
    const after = await latestScan(page);
    await wedgeScan(page, person.idNumber);
    const printMs = await measureAfter(page, scanTiming.print, after);
    ms.push(printMs);
    afterShown.push(printMs - (await measureAfter(page, scanTiming.shown, after)));
    // The check-in and the print are both queued before the next person steps up.
    await page.locator(`[data-testid="queue-count"][data-count="${2 * (i + 1)}"]`).waitFor();
  }
  return { ms, afterShown, prints: await prints() };
}

const baseline = "baseline: scrypt + Dexie idHash look-up of the same numbers in the same page";

/**
 * Offline at the kiosk in `page` (its first sync done): ID cards scanned one after the other, each result
 * waited for; then the raw baseline of the same numbers; then auto check-in with badge printing.
 */
export async function scanAtTheDesk(context: BenchContext, page: Page): Promise<void> {
  const people = await scannablePeople(context, context.conferenceId);
  const toFind = spread(people, context.quick ? 20 : 200);
  const toPrint = spread(
    people.filter((person) => person.eligible && !person.signedIn),
    context.quick ? 10 : 100,
  );
  await goOffline(page);
  const found = await findEach(page, toFind);
  await addBenchTools(page);
  const raw = await page.evaluate(
    rawLookups,
    toFind.map((person) => person.idNumber.toUpperCase()),
  );
  const printed = await checkInAndPrintEach(page, toPrint);

  recordCheck("kiosk scans offline: every scanned person's card shown", found.named, toFind.length);
  recordCheck("kiosk scans offline: every number found by the raw look-up", raw.found, toFind.length);
  recordCheck("kiosk scans offline: one badge print per auto check-in", printed.prints, toPrint.length);
  const p = percentile;
  const scans = `${toFind.length} ID cards, ${context.registrations.toLocaleString("en")} registrations, look-up cost ${context.lookupCost}`;
  const checkins = `${toPrint.length} auto check-ins`;
  // label, the kiosk's times, the baseline's, the percentile, the target (ms) where the issue sets one
  const rows: [string, number[], number[] | null, number, number?][] = [
    [`kiosk scan to result on screen, offline, ${scans}: p50 (${baseline})`, found.ms, raw.ms, 50],
    [`kiosk scan to result on screen, offline: p95 (${baseline})`, found.ms, raw.ms, 95, 50],
    [
      "kiosk scan to result rendered, before the frame that paints it, p50 (reported: the row above less the wait for that frame)",
      found.readyMs,
      null,
      50,
    ],
    [
      "kiosk scan to result rendered, before the frame that paints it, p95 (reported)",
      found.readyMs,
      null,
      95,
    ],
    [
      "kiosk scan look-up: the Dexie idHash query alone, p95 (reported; the rest of the baseline is scrypt)",
      raw.queryMs,
      null,
      95,
    ],
    [`kiosk scan to badge print dispatched, offline, ${checkins}: p50 (${baseline})`, printed.ms, raw.ms, 50],
    [`kiosk scan to badge print dispatched, offline: p95 (${baseline})`, printed.ms, raw.ms, 95, 300],
    [
      "kiosk auto check-in: print dispatched after the result on screen, p50 (reported)",
      printed.afterShown,
      null,
      50,
    ],
    [
      "kiosk auto check-in: print dispatched after the result on screen, p95 (reported)",
      printed.afterShown,
      null,
      95,
    ],
  ];
  for (const [label, app, base, at, bound] of rows)
    recordFigure(label, "ms", p(app, at), base && p(base, at), bound === undefined ? undefined : { bound });
}
