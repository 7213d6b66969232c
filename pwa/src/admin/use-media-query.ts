import { useCallback, useSyncExternalStore } from "react";

/** Whether the media query matches now; follows its changes (resizes, rotations, system settings). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Below antd's `md` breakpoint the sidebar gives way to a drawer, as on a phone. */
export const useNarrowScreen = () => useMediaQuery("(max-width: 767.98px)");

/** The system asks for less motion (an accessibility setting): dialogs and menus appear without animation. */
export const useReducedMotion = () => useMediaQuery("(prefers-reduced-motion: reduce)");
