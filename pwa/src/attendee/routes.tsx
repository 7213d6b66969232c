import { createRoute, lazyRouteComponent, notFound, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { rootRoute } from "#shell/root-route";

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
  component: lazyRouteComponent(() => import("./AttendeeLayout"), "AttendeeLayout"),
});

const indexRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/register/$conferenceId/user/login", params });
  },
});

const optionalId = z.coerce.number().int().positive().optional().catch(undefined);
const optionalText = z.string().max(200).optional().catch(undefined);

export const loginRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "login",
  // The page to return to after signing in; newRegist addresses carry the `form` JSON, so allow their length.
  validateSearch: z.object({
    invcode: optionalText,
    redirect: z.string().max(2500).optional().catch(undefined),
  }),
  component: lazyRouteComponent(() => import("./pages/LoginPage"), "LoginPage"),
});

export const preRegistRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "preRegist",
  validateSearch: z.object({ invcode: optionalText, register_id: optionalId }),
  component: lazyRouteComponent(() => import("./pages/PreRegistPage"), "PreRegistPage"),
});

/** `form` is the spec's JSON hand-over from preRegist: participantTypeId, registerWorkshopList ids, invcode. */
export const newRegistRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "newRegist",
  validateSearch: z.object({
    // Written as plain JSON in the address (?form={"participantTypeId":…}); the router parses it to an object,
    // and older links may carry it as a JSON string.
    form: z
      .union([z.string().max(2000), z.record(z.string(), z.unknown())])
      .optional()
      .catch(undefined),
    invcode: optionalText,
    register_id: optionalId,
    startRegisterTime: optionalText,
  }),
  component: lazyRouteComponent(() => import("./pages/NewRegistPage"), "NewRegistPage"),
});

export const registerListRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "registerList",
  validateSearch: z.object({ page: optionalId, invcode: optionalText }),
  component: lazyRouteComponent(() => import("./pages/RegisterListPage"), "RegisterListPage"),
});

export const registerDetailRoute = createRoute({
  getParentRoute: () => attendeeRoute,
  path: "registerDetail",
  validateSearch: z.object({ register_id: optionalId, invcode: optionalText }),
  component: lazyRouteComponent(() => import("./pages/RegisterDetailPage"), "RegisterDetailPage"),
});

export const attendeeRouteTree = attendeeRoute.addChildren([
  indexRoute,
  loginRoute,
  preRegistRoute,
  newRegistRoute,
  registerListRoute,
  registerDetailRoute,
]);
