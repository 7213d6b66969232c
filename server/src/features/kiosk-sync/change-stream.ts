import { type KioskStreamChanged, kioskStreamHeartbeatSeconds } from "@confreg/shared";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "#http/env";

/** At most one `changed` per stream in this time: a burst of check-ins is one pull, with the last cursor. */
const minGapMs = 250;

/** The conference's change cursor now: the highest change sequence of its registrations. */
async function currentCursor(c: Context<AppEnv>, conferenceId: number): Promise<number> {
  const row = await c
    .get("deps")
    .db.selectFrom("registrations")
    .select((eb) => eb.fn.max("changeSeq").as("cursor"))
    .where("conferenceId", "=", conferenceId)
    .executeTakeFirst();
  return Number(row?.cursor ?? 0);
}

/**
 * The kiosk's push channel (GET /api/kiosk/stream, server-sent events): `changed` with the conference's
 * cursor on connecting and after every change of its registrations, here or in another server process
 * (change-feed.ts), and a comment every 20 s so that proxies keep the connection. Ends when the kiosk goes,
 * when the server stops, or when the kiosk is found revoked at a heartbeat (it reconnects and is told 401).
 */
export function changeStream(
  c: Context<AppEnv>,
  device: { id: number; conferenceId: number },
  stillEnrolled: () => Promise<boolean>,
) {
  const { changes } = c.get("deps");
  return streamSSE(c, async (stream) => {
    let last = 0;
    let latest: number | null = null;
    let timer: NodeJS.Timeout | null = null;
    let writing = Promise.resolve();
    const write = (text: () => Promise<unknown>) => {
      writing = writing.then(text, () => undefined).then(() => undefined);
      return writing;
    };
    const sendChanged = () => {
      timer = null;
      if (latest === null || stream.closed || stream.aborted) return;
      const data: KioskStreamChanged = { cursor: latest };
      latest = null;
      last = Date.now();
      void write(() => stream.writeSSE({ event: "changed", data: JSON.stringify(data) }));
    };
    const changed = (cursor: number) => {
      latest = Math.max(cursor, latest ?? 0);
      if (timer) return;
      timer = setTimeout(sendChanged, Math.max(0, last + minGapMs - Date.now()));
    };
    const unsubscribe = changes.subscribe(device.conferenceId, changed);
    let heartbeat: NodeJS.Timeout | undefined;
    try {
      changed(await currentCursor(c, device.conferenceId));
      await new Promise<void>((resolve) => {
        if (changes.closed.aborted || stream.aborted) return resolve();
        stream.onAbort(resolve);
        changes.closed.addEventListener("abort", () => resolve(), { once: true });
        heartbeat = setInterval(() => {
          void stillEnrolled().then(
            (enrolled) => (enrolled ? write(() => stream.write(": heartbeat\n\n")) : resolve()),
            () => resolve(),
          );
        }, kioskStreamHeartbeatSeconds * 1000);
      });
    } finally {
      unsubscribe();
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
    }
  });
}
