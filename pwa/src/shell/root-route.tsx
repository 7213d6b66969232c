import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { NotFound } from "./NotFound";
import { usePageLoaded } from "./use-page-loaded";

export type RouterContext = { queryClient: QueryClient };

// Registers the service worker (and offers updates): loaded after the page, so that neither its code nor
// the worker's precaching competes with the first page.
const UpdatePrompt = lazy(() =>
  import("./UpdatePrompt").then((module) => ({ default: module.UpdatePrompt })),
);

function Root() {
  const loaded = usePageLoaded();
  return (
    <>
      <Outlet />
      {loaded && (
        <Suspense>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}

/** The root of every page: the attendee area and the back office hang below it, each loaded on demand. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});
