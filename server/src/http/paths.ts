/** Paths that do not authenticate with cookies: kiosks (bearer tokens), providers' notifies (signatures). */
export const isBearerPath = (path: string) =>
  path.startsWith("/api/kiosk/") || path.startsWith("/api/payments/");
/** Paths whose bodies are files (image uploads): a larger limit than JSON. */
export const isUploadPath = (path: string) => /^\/api\/(?:[^/]+\/)*uploads(?:\/|$)/.test(path);
