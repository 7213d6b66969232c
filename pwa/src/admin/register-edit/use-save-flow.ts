import type { FieldIssue, RegistrationInput } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { App } from "antd";
import { useState } from "react";
import { formatAmount, useAdminLocale } from "#admin/format";
import { ApiClientError, errorText } from "#api/errors";
import type { FormSubmission } from "./RegistrationForm";

/** What the back office sends: the form's input, the job title always, and which numbers it keeps. */
export type SaveRequest = RegistrationInput & { job: string; keepIdNumber: boolean; keepPhone: boolean };

type Save<T> = (
  input: SaveRequest,
  handlers: {
    onSuccess: (result: T) => void;
    onError: (error: unknown) => void;
  },
) => void;

/**
 * Saving the registration form: the server's findings go back to their fields; a total that changed
 * meanwhile (a group's discount, a price) is shown and saved again only when staff agree; any other
 * refusal says why (`failed`: the page's own words, such as 修改注册失败，请联系管理员。).
 */
export function useSaveFlow<T>(
  save: Save<T>,
  outcome: { done: (result: T) => void; failed: string; onFailed?: () => void },
) {
  const { t } = useLingui();
  const { message, modal } = App.useApp();
  const locale = useAdminLocale();
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);

  const submit = ({ input, kept }: FormSubmission) => {
    const request: SaveRequest = {
      ...input,
      job: input.job ?? "",
      ...(kept.idNumber ? { idNumber: "" } : {}),
      ...(kept.phone ? { phone: "" } : {}),
      keepIdNumber: kept.idNumber,
      keepPhone: kept.phone,
    };
    save(request, {
      onSuccess: (result) => {
        setServerIssues([]);
        outcome.done(result);
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.code === "VALIDATION_FAILED") {
          setServerIssues(Object.values(error.fields));
          void message.error(t`Please check the entered information`);
          return;
        }
        if (error instanceof ApiClientError && error.code === "FEE_CHANGED") {
          const total = Number(error.details?.total ?? 0);
          const currency = (error.details?.currency ?? "CNY") as Parameters<typeof formatAmount>[1];
          modal.confirm({
            title: t`The total is ${formatAmount(total, currency, locale)}`,
            content: t`The fee was priced again on the server (a group's discount, a price). Save with this total?`,
            okText: t`Save`,
            cancelText: t`Cancel`,
            onOk: () => submit({ input: { ...input, clientTotal: total }, kept }),
          });
          return;
        }
        modal.error({ title: outcome.failed, content: errorText(error), onOk: outcome.onFailed });
      },
    });
  };
  return { submit, serverIssues };
}
