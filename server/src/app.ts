import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import { features } from "./features";
import { csrf } from "./http/csrf";
import type { AppDeps, AppEnv } from "./http/env";
import { errorBody, onError } from "./http/errors";
import { localeMiddleware } from "./http/i18n";
import { requestLog } from "./http/request-log";
import { sessionMiddleware } from "./http/session";
import { spa } from "./http/static";

const isBearerPath = (path: string) => path.startsWith("/api/kiosk/");

/** The whole HTTP surface: `/api` (JSON, OpenAPI-described), `/kiosk/` (kiosk renderer), `/` (PWA). */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const routes = app
    .use(async (c, next) => {
      c.set("deps", deps);
      c.set("sessions", {});
      await next();
    })
    .use(requestLog)
    .use(localeMiddleware)
    .use(
      secureHeaders({
        // The attendee site is shown inside the society's pages and WeChat (spec 000 §1): framing is allowed.
        xFrameOptions: false,
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", "data:", "blob:"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
      }),
    )
    .use("/api/kiosk/*", cors({ origin: "*", allowHeaders: ["Authorization", "Content-Type"] }))
    .use("/api/*", csrf(isBearerPath))
    .use("/api/*", sessionMiddleware)
    .route("/api", features);

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "confreg API",
      version: "1",
      description: "Conference registration: attendee, admin, kiosk.",
    },
  });
  app.get("/200/manager/*", (c) => c.redirect(c.req.url.replace("/200/manager/", "/all/manager/"), 301));
  app.use("/api/*", async (c) => errorBody(c, "NOT_FOUND"));
  app.use("/kiosk/*", spa("/kiosk/", deps.config.kioskDist));
  app.use("*", spa("/", deps.config.pwaDist));
  app.notFound((c) => errorBody(c, "NOT_FOUND"));
  app.onError(onError);
  return routes;
}

export type App = ReturnType<typeof createApp>;
