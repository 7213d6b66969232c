import { useEffect, useState, useSyncExternalStore } from "react";
import { browserFetch } from "#renderer/api/client";
import { BadgeTemplateRefresher } from "#renderer/badge/templates";
import type { StoredEnrolment } from "#renderer/db/db";
import { db } from "#renderer/db/instance";
import { QueueSender, type SenderStatus } from "#renderer/queue/queue-sender";
import { SyncController, type SyncStatus } from "./controller";
import { PushClient, type PushStatus } from "./push";
import { workerPages } from "./worker-pages";

/** How often a kiosk asks for changes while online, whatever the change stream says. */
export const syncIntervalMs = 30_000;

export type KioskLink = {
  controller: SyncController;
  sender: QueueSender;
  status: SyncStatus;
  sending: SenderStatus;
  push: PushStatus;
  /** Stops syncing, sending and the stream (before un-enrolling or handing over after a revocation). */
  stop: () => Promise<void>;
};

/**
 * The mounted check-in screen's link to the server: the sync controller (a first run at once, then every
 * 30 s while online, at once when the network comes back, and whenever the change stream announces a
 * cursor beyond ours), the queue sender (after each new event, after each sync, on `online` and its
 * backing-off timer), the badge templates (after a sync, badge/templates.ts) and the change stream. Pages are read by a worker (worker-pages.ts). All stopped on
 * unmount.
 */
export function useSync(enrolment: StoredEnrolment, onRevoked: () => void): KioskLink {
  const [pages] = useState(() => workerPages(browserFetch));
  const [sender] = useState(
    () =>
      new QueueSender({
        db,
        fetch: browserFetch,
        credentials: async () => db.enrolment.get("current"),
        onSent: (outcome) => {
          // An applied payment changed the registration: fetch it now rather than at the next change event.
          if (outcome.paymentsApplied > 0) void controller.sync();
        },
      }),
  );
  const [templates] = useState(() => new BadgeTemplateRefresher({ db, fetch: browserFetch }));
  const [controller] = useState(
    () =>
      new SyncController({
        db,
        fetch: browserFetch,
        pageSource: pages.pages,
        onRevoked,
        onSynced: () => {
          void sender.send();
          void templates.refresh();
        },
      }),
  );
  const [push] = useState(
    () =>
      new PushClient({
        serverUrl: enrolment.serverUrl,
        token: enrolment.token,
        fetch: browserFetch,
        onChanged: (cursor) => void controller.syncTo(cursor),
        onRejected: () => void controller.sync(),
      }),
  );
  const status = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const sending = useSyncExternalStore(sender.subscribe, sender.getSnapshot);
  const pushStatus = useSyncExternalStore(push.subscribe, push.getSnapshot);
  const [stop] = useState(() => async () => {
    await Promise.all([controller.stop(), sender.stop(), push.stop()]);
  });

  useEffect(() => {
    const run = () => {
      if (navigator.onLine) void controller.sync();
    };
    run();
    sender.start();
    push.start();
    const timer = setInterval(run, syncIntervalMs);
    window.addEventListener("online", run);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", run);
      void stop().then(() => pages.close());
    };
  }, [controller, sender, push, pages, stop]);

  return { controller, sender, status, sending, push: pushStatus, stop };
}
