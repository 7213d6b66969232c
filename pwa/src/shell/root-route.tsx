import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { NotFound } from "./NotFound";
import { UpdatePrompt } from "./UpdatePrompt";

export type RouterContext = { queryClient: QueryClient };

/** The root of every page: the attendee area and the back office hang below it, each loaded on demand. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  ),
  notFoundComponent: NotFound,
});
