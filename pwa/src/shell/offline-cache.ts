/**
 * The service worker's cache of the attendee's own API reads (session, conference, registrations), so
 * they stay readable offline. Shared by the Vite config (which writes the worker) and sign-out (which
 * empties it: personal data must not outlive the session on a shared phone).
 */
export const apiCacheName = "confreg-api";

/**
 * The GETs the attendee pages make, matched on the whole URL (query included); back-office data is never
 * cached on the device. A RegExp, because Workbox writes it into the worker as a literal.
 */
export const attendeeApiUrl =
  /\/api\/(session|conferences(\/\d+(\/registrations)?)?|registrations\/\d+)(\?.*)?$/;

export async function clearApiCache(): Promise<void> {
  if (typeof caches !== "undefined") await caches.delete(apiCacheName);
}
