import type { ConferenceView } from "@confreg/shared";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, type ServerOptions, startServer } from "./server";

export type Journey = { server: RunningServer; browser: Browser; view: ConferenceView };

/** The attendee's view of a conference, as the registration pages load it. */
export async function conferenceView(server: RunningServer, conferenceId: number): Promise<ConferenceView> {
  return (await (await fetch(`${server.url}/api/conferences/${conferenceId}`)).json()) as ConferenceView;
}

/**
 * What most journeys start from: the server (with `options`), Chromium, and the view of the conference
 * they register for (its id, or a function giving the id `prepare` found).
 */
export async function openJourney(
  conferenceId: number | (() => number),
  options: ServerOptions = {},
): Promise<Journey> {
  const server = await startServer(options);
  const browser = await launchBrowser();
  const id = typeof conferenceId === "number" ? conferenceId : conferenceId();
  return { server, browser, view: await conferenceView(server, id) };
}

/** Closes what `openJourney` opened (whatever of it did open). */
export async function closeJourney(journey: Partial<Journey>): Promise<void> {
  await journey.browser?.close();
  await journey.server?.stop();
}

/**
 * `openJourney` before the file's tests and `closeJourney` after them, in the describe block that calls
 * it: the returned journey is filled in once the server and the browser are up.
 */
export function journeyHooks(conferenceId: number | (() => number), options: ServerOptions = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    Object.assign(journey, await openJourney(conferenceId, options));
  });
  afterAll(() => closeJourney(journey));
  return journey;
}
