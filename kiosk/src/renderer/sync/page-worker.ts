import { browserFetch } from "#renderer/api/client";
import { answerPageRequest, type PageReply, type PageRequest } from "./page-wire";

/**
 * The page worker: fetches, parses and checks sync pages off the screen's thread, which meanwhile writes
 * the page before into IndexedDB (worker-pages.ts).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PageRequest>) => void) | null;
  postMessage(reply: PageReply): void;
};
const inFlight = new Map<number, AbortController>();

scope.onmessage = ({ data: request }) => {
  if (request.kind === "abort") return void inFlight.get(request.id)?.abort();
  const abort = new AbortController();
  inFlight.set(request.id, abort);
  void answerPageRequest(request, browserFetch, abort.signal).then((reply) => {
    inFlight.delete(request.id);
    scope.postMessage(reply);
  });
};
