import { createKioskApi, type FetchFn, type SyncAt } from "#renderer/api/client";
import type { KioskPage } from "#renderer/api/payload";

/** Where a sync run gets its pages from, for one server and device token. */
export type PageSource = (at: SyncAt, signal: AbortSignal) => Promise<KioskPage>;

/** Makes the page source of a run, once the run knows its server and token. */
export type PageSourceFactory = (serverUrl: string, token: string) => PageSource;

/** Pages fetched and read in this thread: the kiosk's API client as it is. */
export const apiPages =
  (fetchFn: FetchFn): PageSourceFactory =>
  (serverUrl, token) => {
    const api = createKioskApi(serverUrl, fetchFn);
    return (at, signal) => api.sync(token, at, signal);
  };
