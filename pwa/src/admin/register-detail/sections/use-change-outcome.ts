import type { AdminEditResult } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { App } from "antd";
import { issueText } from "#admin/register-edit/issue-text";
import { useSettlementText } from "#admin/register-edit/use-settlement-text";
import { ApiClientError, errorText } from "#api/errors";

/**
 * What a change made in the detail panel tells staff: done, and how the fee moved (a new line to pay, a
 * partial refund asked); or why it was refused, each field's reason in the back office's words.
 */
export function useChangeOutcome() {
  const { t, i18n } = useLingui();
  const { message, modal } = App.useApp();
  const settlement = useSettlementText();
  return (done: string) => ({
    onSuccess: (result: AdminEditResult) => {
      const moved = settlement(result);
      void message.success([done, moved].filter(Boolean).join(" "));
    },
    onError: (error: unknown) => {
      const fields = error instanceof ApiClientError ? Object.values(error.fields) : [];
      modal.error({
        title: t`Modify failed`,
        content: fields.length ? fields.map((issue) => issueText(issue, i18n)).join(" ") : errorText(error),
      });
    },
  });
}
