import { type AnyRouter, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { loadRouteRules } from "./admin/lazy-route-rules";
import { adminRoute, adminRouteTree } from "./admin/routes";
import { attendeeRouteTree } from "./attendee/routes";
import { rootRoute } from "./shell/root-route";

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./shell/Home"), "Home"),
});

export const routeTree = rootRoute.addChildren([homeRoute, attendeeRouteTree, adminRouteTree]);

/**
 * Loads the first page (its routes' code and the reads their loaders start) while the language loads,
 * rather than after it. The back office's route rules come first: its routes read their address with
 * them (admin/lazy-route-rules.ts); later pages get them from the back office's own `beforeLoad`.
 */
export async function loadFirstPage(router: AnyRouter): Promise<void> {
  const [branch] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (branch.includes(adminRoute)) await loadRouteRules();
  await router.load();
}
