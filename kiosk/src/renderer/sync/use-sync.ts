import { useEffect, useState, useSyncExternalStore } from "react";
import { browserFetch } from "#renderer/api/client";
import { db } from "#renderer/db/instance";
import { SyncController, type SyncStatus } from "./controller";
import { workerPages } from "./worker-pages";

/** How often a kiosk asks for changes while online. */
export const syncIntervalMs = 30_000;

/**
 * One sync controller for the mounted check-in screen: a first run at once, then every 30 s while the
 * browser is online and at once when the network comes back; pages are read by a worker (worker-pages.ts).
 * Stopped (its run aborted, its worker ended) on unmount.
 */
export function useSync(onRevoked: () => void): { controller: SyncController; status: SyncStatus } {
  const [pages] = useState(() => workerPages(browserFetch));
  const [controller] = useState(
    () => new SyncController({ db, fetch: browserFetch, pageSource: pages.pages, onRevoked }),
  );
  const status = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  useEffect(() => {
    const run = () => {
      if (navigator.onLine) void controller.sync();
    };
    run();
    const timer = setInterval(run, syncIntervalMs);
    window.addEventListener("online", run);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", run);
      void controller.stop().then(() => pages.close());
    };
  }, [controller, pages]);

  return { controller, status };
}
