import { useSyncExternalStore } from "react";

/** Below antd's `md` breakpoint the sidebar gives way to a drawer, as on a phone. */
const narrow = "(max-width: 767.98px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(narrow);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the window is phone-narrow now; follows resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(narrow).matches);
}
