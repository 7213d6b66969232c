import { allConferencesScope, legacyAllConferencesId, parseAdminScope } from "@confreg/shared";
import { createRoute, lazyRouteComponent, notFound, redirect } from "@tanstack/react-router";
import { ApiClientError } from "#api/errors";
import { rootRoute } from "#shell/root-route";
import { adminConferencesQuery } from "./queries/conferences";
import { registrationListQuery } from "./queries/registrations";
import { adminMeQuery } from "./queries/session";
import { registerListSearch, toListParams } from "./register-list/search";
import { homeScopeOf, mayOpenScope, scopeOf, scopeSegment } from "./scope";

/**
 * The back office lives under /:conferenceId/manager, where conferenceId is a conference or "all"
 * (DOMAIN.md §1); the old 200 is redirected to "all".
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$conferenceId/manager",
  params: {
    parse: ({ conferenceId }) => {
      if (parseAdminScope(conferenceId) === null) throw notFound();
      return { conferenceId };
    },
    stringify: ({ conferenceId }) => ({ conferenceId }),
  },
  beforeLoad: ({ params, location }) => {
    if (params.conferenceId === legacyAllConferencesId) {
      throw redirect({
        href: location.href.replace(`/${legacyAllConferencesId}/`, `/${allConferencesScope}/`),
      });
    }
  },
  component: lazyRouteComponent(() => import("./AdminArea"), "AdminArea"),
});

const indexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/$conferenceId/manager/login", params });
  },
});

export const adminLoginRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "login",
  component: lazyRouteComponent(() => import("./pages/LoginPage"), "LoginPage"),
});

/**
 * The home shell: sidebar, header with logout, closable tabs; pages open inside it. Only a signed-in admin
 * gets in, and an account bound to one conference only into that conference (the server refuses anyway).
 */
export const adminHomeRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "home",
  beforeLoad: async ({ context, params }) => {
    const scope = scopeOf(params.conferenceId);
    const account = await context.queryClient.ensureQueryData(adminMeQuery()).catch((error: unknown) => {
      if (error instanceof ApiClientError && error.status === 401) {
        throw redirect({ to: "/$conferenceId/manager/login", params });
      }
      throw error;
    });
    if (!mayOpenScope(account, scope)) {
      throw redirect({
        to: "/$conferenceId/manager/home/registerList",
        params: { conferenceId: scopeSegment(homeScopeOf(account)) },
      });
    }
    return { account };
  },
  component: lazyRouteComponent(() => import("./HomeLayout"), "HomeLayout"),
});

const homeIndexRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/$conferenceId/manager/home/registerList", params });
  },
});

export const adminRegisterListRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "registerList",
  validateSearch: registerListSearch,
  loaderDeps: ({ search }) => search,
  // Starts the requests early; the page shows its own loading state rather than holding the navigation.
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(adminConferencesQuery());
    void context.queryClient.prefetchQuery(
      registrationListQuery(toListParams(deps, scopeOf(params.conferenceId))),
    );
  },
  component: lazyRouteComponent(() => import("./pages/RegisterListPage"), "RegisterListPage"),
});

/** Issues pairing codes for the check-in kiosks of one conference. */
export const adminKioskPairingRoute = createRoute({
  getParentRoute: () => adminHomeRoute,
  path: "kioskPairing",
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminConferencesQuery());
  },
  component: lazyRouteComponent(() => import("./pages/KioskPairingPage"), "KioskPairingPage"),
});

export const adminRouteTree = adminRoute.addChildren([
  indexRoute,
  adminLoginRoute,
  adminHomeRoute.addChildren([homeIndexRoute, adminRegisterListRoute, adminKioskPairingRoute]),
]);
