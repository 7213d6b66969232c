import type { FieldIssue } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import type { FormItemProps } from "antd";
import { issueText } from "./issue-text";

/** The props that show a field's finding on its Form.Item, by the finding's path (`invoice.invoiceTitle`). */
export type IssueProps = (path: string) => Pick<FormItemProps, "validateStatus" | "help">;

/**
 * The findings shown on the form: the server's (until their field changes) and the form's own, for the
 * fields touched so far, or all of them once saving was tried; each in the back office's words.
 */
export function useFormIssues(issues: FieldIssue[], shown: (path: string) => boolean) {
  const { i18n } = useLingui();
  const byPath = new Map<string, string>();
  for (const found of issues) if (!byPath.has(found.path)) byPath.set(found.path, issueText(found, i18n));
  const issue: IssueProps = (path) => {
    const text = shown(path) ? byPath.get(path) : undefined;
    return text ? { validateStatus: "error", help: text } : {};
  };
  const texts = [...new Set([...byPath].filter(([path]) => shown(path)).map(([, text]) => text))];
  return { issue, texts };
}
