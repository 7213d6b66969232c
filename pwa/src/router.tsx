import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRouteTree } from "./admin/routes";
import { attendeeRouteTree } from "./attendee/routes";
import { rootRoute } from "./shell/root-route";

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./shell/Home"), "Home"),
});

export const routeTree = rootRoute.addChildren([homeRoute, attendeeRouteTree, adminRouteTree]);
