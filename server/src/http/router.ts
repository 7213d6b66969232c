import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env";
import { validationHook } from "./validation";

/** A feature's sub-app: OpenAPI-described routes whose validation failures answer VALIDATION_FAILED. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** Shared OpenAPI pieces for route definitions. */
export const jsonBody = <T>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
export const jsonResponse = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
