import { AppError, idParam, ok } from "@confreg/shared";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { expect, it } from "vitest";
import { checkDeclaredErrors, type UndeclaredError, undeclaredErrorLog } from "#http/declared-errors";
import type { AppDeps, AppEnv } from "#http/env";
import { errorBody, onError } from "#http/errors";
import { createRouter, jsonResponse } from "#http/router";
import { apiRoute } from "#http/routes";

const route = (operationId: string, path: `/papers/{id}${string}`, errors: AppError["code"][]) =>
  apiRoute({
    operationId,
    method: "get",
    path,
    request: { params: z.object({ id: idParam }) },
    responses: { 200: jsonResponse(ok, "Done") },
    errors,
  });

/** An app shaped like the real one (check first, routes under /api, a 404 for unknown paths). */
function checkedApp() {
  const reported: UndeclaredError[] = [];
  const logged: string[] = [];
  const deps = {
    logger: { error: (_: unknown, message: string) => logged.push(message) },
    onUndeclaredError: (error: UndeclaredError) => reported.push(error),
  } as unknown as AppDeps;
  const app = new OpenAPIHono<AppEnv>();
  app.use("/api/*", checkDeclaredErrors(app, deps));
  const notFound = () => {
    throw new AppError("PAPER_NOT_FOUND");
  };
  const papers = createRouter()
    .openapi(route("declares", "/papers/{id}", ["PAPER_NOT_FOUND"]), notFound)
    .openapi(route("doesNotDeclare", "/papers/{id}/undeclared", []), notFound);
  app.route("/api", papers);
  app.use("/api/*", async (c) => errorBody(c, "NOT_FOUND"));
  app.onError(onError);
  return { app, reported, logged };
}

it("a handler throwing a code its route did not declare is reported and logged; its answer stays", async () => {
  const { app, reported, logged } = checkedApp();
  const res = await app.request("/api/papers/7/undeclared");
  expect(res.status).toBe(404);
  expect(((await res.json()) as { code: string }).code).toBe("PAPER_NOT_FOUND");
  expect(reported).toEqual([
    {
      method: "GET",
      path: "/api/papers/7/undeclared",
      route: "GET /api/papers/:id/undeclared",
      code: "PAPER_NOT_FOUND",
    },
  ]);
  expect(logged).toEqual([
    `${undeclaredErrorLog} PAPER_NOT_FOUND answered by GET /api/papers/:id/undeclared`,
  ]);
});

it("a declared code, and the codes of the route's kind (its input refused), are not reported", async () => {
  const { app, reported } = checkedApp();
  expect((await app.request("/api/papers/7")).status).toBe(404);
  const refused = await app.request("/api/papers/not-a-number/undeclared");
  expect(((await refused.json()) as { code: string }).code).toBe("VALIDATION_FAILED");
  expect(reported).toEqual([]);
});

it("an unknown path is no route's answer", async () => {
  const { app, reported } = checkedApp();
  const res = await app.request("/api/no-such-thing");
  expect(((await res.json()) as { code: string }).code).toBe("NOT_FOUND");
  expect(reported).toEqual([]);
});
