import { z } from "@hono/zod-openapi";
import { sql } from "kysely";
import { createRouter, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";

const health = z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) });

const getHealth = apiRoute({
  operationId: "getHealth",
  errors: [],
  method: "get",
  path: "/health",
  tags: ["system"],
  responses: { 200: jsonResponse(health, "The server and its database answer") },
});

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  const { db, dialect } = c.get("deps");
  await sql`select 1`.execute(db);
  return c.json({ status: "ok" as const, database: dialect }, 200);
});
