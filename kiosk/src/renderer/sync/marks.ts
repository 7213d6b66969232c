/** The User Timing entry each finished sync run leaves (DevTools' Performance panel shows it; so can a bench). */
export const syncMeasureName = "kiosk-sync";

export type SyncMeasureDetail = { pages: number; fetched: number; initial: boolean };

/** When a run started, on the page's clock. */
export const markSyncStart = (): number => performance.now();

/**
 * Records a finished run as the measure `kiosk-sync` from its start to now, with what it did. Only the
 * latest is kept: a kiosk syncs every 30 s for days.
 */
export function markSyncDone(startedAt: number, detail: SyncMeasureDetail): void {
  performance.clearMeasures(syncMeasureName);
  performance.measure(syncMeasureName, { start: startedAt, detail });
}
