import type { I18n } from "@lingui/core";
import type { FormInstance } from "antd";
import { ApiClientError } from "#api/errors";

/**
 * Puts a refused save's field errors (VALIDATION_FAILED) beside the fields they name, in the words the
 * server's message ids give; answers whether there were any (else the caller shows the error's text).
 */
export function showFieldErrors(form: FormInstance, error: unknown, i18n: I18n): boolean {
  if (!(error instanceof ApiClientError)) return false;
  const issues = Object.values(error.fields);
  form.setFields(
    issues.map((issue) => ({
      name: issue.path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never,
      errors: [issue.code.startsWith("validation.") ? i18n._(issue.code, issue.params) : issue.message],
    })),
  );
  return issues.length > 0;
}
