import { useEffect } from "react";
import { afterNextPaint } from "#renderer/hooks/after-paint";

/**
 * The User Timing entries of a scan at the desk (DevTools' Performance panel shows them; so can a bench):
 * a mark when a scan or a typed search is submitted, a measure from it to its result on screen, one from it
 * to that result rendered (in the page, before the frame that paints it), and one from it to the badge
 * print being dispatched. Only the latest of each is kept (a desk scans all day),
 * and they carry the scan's number on this screen, never what was scanned (an ID number is not kept).
 */
export const scanStartMark = "kiosk-scan-start";
export const scanMeasureName = "kiosk-scan";
export const printMeasureName = "kiosk-print";
export const readyMeasureName = "kiosk-scan-ready";

export type ScanMarkDetail = { scan: number };

/** The latest scan's start mark, if any. */
function latestStart(): PerformanceMark | undefined {
  return performance.getEntriesByName(scanStartMark, "mark").at(-1) as PerformanceMark | undefined;
}

const scanOf = (entry: PerformanceEntry | undefined): number | undefined =>
  (entry as PerformanceMark | PerformanceMeasure | undefined)?.detail?.scan;

/** A scan (the screen's `scan`-th) was submitted: its look-up starts now. */
export function markScanStart(scan: number): void {
  performance.clearMarks(scanStartMark);
  performance.mark(scanStartMark, { detail: { scan } satisfies ScanMarkDetail });
}

/** Records `name` from the latest scan's start to now, once per scan, when that scan is `scan` (or any, when absent). */
function measureFromScan(name: string, scan?: number): void {
  const start = latestStart();
  const startedScan = scanOf(start);
  if (!start || startedScan === undefined || (scan !== undefined && startedScan !== scan)) return;
  if (scanOf(performance.getEntriesByName(name, "measure").at(-1)) === startedScan) return;
  performance.clearMeasures(name);
  performance.measure(name, {
    start: start.startTime,
    detail: { scan: startedScan } satisfies ScanMarkDetail,
  });
}

/** What scan `scan` found is on screen now (once per scan; nothing when a later scan has started). */
export const markScanShown = (scan: number): void => measureFromScan(scanMeasureName, scan);

/** What scan `scan` found is rendered, not yet painted (once per scan; nothing when a later scan has started). */
export const markScanReady = (scan: number): void => measureFromScan(readyMeasureName, scan);

/** The badge of the latest scan goes to the printer now. */
export const markPrintDispatched = (): void => measureFromScan(printMeasureName);

/**
 * Once `ready` (what the scan found is rendered, with what it needs), measures scan `scan` to the first
 * paint after it: the time until staff see the result.
 */
export function useScanShown(scan: number | null, ready: boolean): void {
  useEffect(() => {
    if (scan === null || !ready) return;
    markScanReady(scan);
    return afterNextPaint(() => markScanShown(scan));
  }, [scan, ready]);
}
