import { fieldIssuesFromZod } from "@confreg/shared";
import type { Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./env";
import { errorBody, localizeFields } from "./errors";

/** Every route's validation failure answers 400 VALIDATION_FAILED with localized field errors. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every input type
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) {
    return errorBody(c, "VALIDATION_FAILED", {
      fields: localizeFields(c, fieldIssuesFromZod(result.error.issues)),
    });
  }
};
