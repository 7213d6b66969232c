import { tmpdir } from "node:os";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { createApp } from "#app";
import { loadConfig } from "#config";
import type { AppDeps } from "#http/env";
import { createLogger } from "#logger";

/**
 * The API's OpenAPI document without a database or a port (the lint's check reads it): describing the
 * routes touches only the configuration and the logger.
 */
export function apiDocument() {
  const config = { ...loadConfig({ LOG_LEVEL: "silent" }), pwaDist: tmpdir(), kioskDist: tmpdir() };
  // The chain createApp returns is typed as a Hono; the app itself is the OpenAPIHono that holds the routes.
  const app = createApp({ config, logger: createLogger("silent") } as AppDeps) as unknown as OpenAPIHono;
  return app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "confreg API", version: "1" } });
}
