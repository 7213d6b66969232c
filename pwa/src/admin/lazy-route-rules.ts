import type * as Rules from "./route-rules";

let rules: typeof Rules | undefined;

/**
 * Loads the back office's route rules (route-rules.ts). A router reads a route's search synchronously,
 * before any `beforeLoad`: they are loaded before it reads a back-office address, by `main.tsx` when the
 * first page is in the back office and by the back office's `beforeLoad` on the way in (its login page
 * reads no search).
 */
export async function loadRouteRules(): Promise<typeof Rules> {
  rules ??= await import("./route-rules");
  return rules;
}

/** The loaded rules; asking before they are loaded is a mistake in the route tree, so it throws. */
export function routeRules(): typeof Rules {
  if (!rules) throw new Error("The back office's route rules are read before they are loaded");
  return rules;
}
