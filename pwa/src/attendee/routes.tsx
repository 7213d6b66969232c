import { createRoute, lazyRouteComponent, notFound, redirect } from "@tanstack/react-router";
import { rootRoute } from "#shell/root-route";
import { conferenceQuery } from "./queries/conference";
import { sessionQuery } from "./queries/session";
import { invcode, optionalForm, optionalId, optionalText, searchOf } from "./search-params";

/** Old links in e-mails and printed QR codes point at these page names (DOMAIN.md §1): keep them. */
export const attendeeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "register/$conferenceId/user",
  params: {
    parse: ({ conferenceId }) => {
      const id = Number(conferenceId);
      if (!Number.isInteger(id) || id <= 0) throw notFound();
      return { conferenceId: id };
    },
    stringify: ({ conferenceId }) => ({ conferenceId: String(conferenceId) }),
  },
  // The two reads every page shows (AttendeeLayout) start with the page's code, not after it.
  loader: ({ context, params, location }) => {
    const search: Record<string, unknown> = location.search;
    void context.queryClient.prefetchQuery(sessionQuery());
    void context.queryClient.prefetchQuery(conferenceQuery(params.conferenceId, invcode(search.invcode)));
  },
  component: lazyRouteComponent(() => import("./AttendeeLayout"), "AttendeeLayout"),
});

const indexRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/register/$conferenceId/user/login", params });
  },
});

export const loginRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "login",
  // The page to return to after signing in; newRegist addresses carry the `form` JSON, so allow their length.
  validateSearch: searchOf({ invcode, redirect: optionalText(2500) }),
  component: lazyRouteComponent(() => import("./pages/LoginPage"), "LoginPage"),
});

export const preRegistRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "preRegist",
  validateSearch: searchOf({ invcode, register_id: optionalId }),
  component: lazyRouteComponent(() => import("./pages/PreRegistPage"), "PreRegistPage"),
});

/** `form` is the spec's JSON hand-over from preRegist: participantTypeId, registerWorkshopList ids, invcode. */
export const newRegistRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "newRegist",
  validateSearch: searchOf({
    form: optionalForm,
    invcode,
    register_id: optionalId,
    startRegisterTime: optionalText(200),
  }),
  component: lazyRouteComponent(() => import("./pages/NewRegistPage"), "NewRegistPage"),
});

export const registerListRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "registerList",
  validateSearch: searchOf({ page: optionalId, invcode }),
  component: lazyRouteComponent(() => import("./pages/RegisterListPage"), "RegisterListPage"),
});

export const registerDetailRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "registerDetail",
  validateSearch: searchOf({ register_id: optionalId, invcode }),
  component: lazyRouteComponent(() => import("./pages/RegisterDetailPage"), "RegisterDetailPage"),
});

/** mypaper (spec 001 §2 "Paper list"): the attendee's papers with their badges and codes. */
export const myPaperRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "mypaper",
  validateSearch: searchOf({ page: optionalId, invcode }),
  component: lazyRouteComponent(() => import("./papers/MyPaperPage"), "MyPaperPage"),
});

export const attendeeRouteTree = attendeeRoute.addChildren([
  indexRoute,
  loginRoute,
  preRegistRoute,
  newRegistRoute,
  registerListRoute,
  registerDetailRoute,
  myPaperRoute,
]);
