import { fieldIssuesFromZod, validationIds } from "@confreg/shared";
import type { Hook, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "./env";
import { errorBody, localizeFields } from "./errors";
import { pathsWithNul } from "./nul";

// biome-ignore lint/suspicious/noExplicitAny: the hooks are shared by routes of every input type
type AnyHook = Hook<any, AppEnv, any, any>;

type Issue = { path: string; code: string; params?: Record<string, string | number> };
const refused = (c: Context<AppEnv>, issues: Issue[]) =>
  issues.length > 0 ? errorBody(c, "VALIDATION_FAILED", { fields: localizeFields(c, issues) }) : undefined;
const schemaIssues = (error: z.ZodError) => fieldIssuesFromZod(error.issues);

/**
 * Every route's input passes here (JSON, query, path, form): a validation failure answers 400
 * VALIDATION_FAILED with localized field errors. Input that passed its schema is refused the same way when
 * a text in it holds a NUL, for every route at once: some fields take any character (a search), and
 * Postgres refuses NUL (server/README.md, "Bad input").
 */
export const validationHook: AnyHook = (result, c) =>
  refused(
    c,
    result.success
      ? pathsWithNul(result.data).map((path) => ({ path, code: validationIds.unsafeText }))
      : schemaIssues(result.error),
  );

/**
 * For a body whose items the handler checks one by one with their own schemas (a kiosk's queued events):
 * an item holding a NUL is refused on its own there, and must not hold back the others of the request.
 */
export function itemwiseValidationHook<Path extends string>(
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context<AppEnv, Path>,
  // biome-ignore lint/suspicious/noExplicitAny: like the default hook, it answers for a route of any response type
): any {
  return refused(c, result.success ? [] : schemaIssues(result.error));
}
