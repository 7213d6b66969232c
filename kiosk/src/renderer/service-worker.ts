import { registerSW } from "virtual:pwa-register";

/**
 * Registers the kiosk's own service worker (scope /kiosk/), which precaches the app shell so the page
 * reloads with the network cut. Browsers allow service workers only in secure contexts; a kiosk browser
 * reaching the server over plain http on a LAN still works, it just cannot reload while offline.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.warn("Service worker registration failed", error),
  });
}
