import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { features } from "./features";
import { csrf } from "./http/csrf";
import { checkDeclaredErrors } from "./http/declared-errors";
import type { AppDeps, AppEnv } from "./http/env";
import { errorBody, onError } from "./http/errors";
import { localeMiddleware } from "./http/i18n";
import { isBearerPath, isUploadPath } from "./http/paths";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { sessionMiddleware } from "./http/session";
import { spa } from "./http/static";

/** The whole HTTP surface: `/api` (JSON, OpenAPI-described), `/kiosk/` (kiosk renderer), `/` (PWA). */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const tooLarge = bodyLimit({
    maxSize: deps.config.maxJsonBytes,
    onError: (c) => errorBody(c, "PAYLOAD_TOO_LARGE"),
  });
  const uploadTooLarge = bodyLimit({
    maxSize: deps.config.maxUploadBytes,
    onError: (c) => errorBody(c, "UPLOAD_TOO_LARGE"),
  });
  if (deps.config.checkDeclaredErrors) app.use("/api/*", checkDeclaredErrors(app, deps));
  const routes = app
    .use(async (c, next) => {
      c.set("deps", deps);
      c.set("sessions", {});
      await next();
    })
    .use(requestLog)
    .use(localeMiddleware)
    .use(securityHeaders(deps.config))
    // Bodies are limited before anything reads them (a huge body cannot exhaust memory).
    .use("/api/*", (c, next) => (isUploadPath(c.req.path) ? uploadTooLarge(c, next) : tooLarge(c, next)))
    .use("/api/kiosk/*", cors({ origin: "*", allowHeaders: ["Authorization", "Content-Type"] }))
    .use("/api/*", sessionMiddleware)
    .use("/api/*", csrf(isBearerPath))
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
