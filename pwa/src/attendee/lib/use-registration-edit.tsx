import type { Currency, RegistrationEditForm, RegistrationInput } from "@confreg/shared";
import { formatMoney } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Dialog } from "antd-mobile";
import { ApiClientError, errorText } from "#api/errors";
import { useSignedInArea } from "#attendee/attendee-context";
import { useUpdateRegistration } from "#attendee/queries/registration-edit";
import { feeOutcome } from "./edit-mode";
import { messagesByPath } from "./field-errors";
import { useLocale } from "./locale";
import { changedTotal } from "./submit-errors";
import { isOffline } from "./use-online";
import { useSessionExpiry } from "./use-session-expiry";

type Options = {
  /** The registration being edited (null while not editing: `save` is then never called). */
  form: RegistrationEditForm | null;
  invcode: string | undefined;
  currency: Currency;
  inputFor: (clientTotal: number) => RegistrationInput;
  showFieldErrors: (messages: Map<string, string>) => void;
};

/**
 * Saves an edit of one's own registration (PUT): the server checks it as a new submission and moves places,
 * rooms and papers in one go. Afterwards the attendee is told how the fee came out and why, then sees the
 * registration. A refusal is shown where the attendee can act on it.
 */
export function useRegistrationEdit(options: Options) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { conference } = useSignedInArea();
  const id = options.form?.id ?? 0;
  const update = useUpdateRegistration(id);
  const sessionExpired = useSessionExpiry();

  const feeChanged = async (error: ApiClientError) => {
    const changed = changedTotal(error, options.currency);
    if (!changed) return false;
    const { total } = changed;
    const amount = formatMoney(total, changed.currency, locale);
    const confirmed = await Dialog.confirm({
      title: t`The fee has changed`,
      content: (
        <span data-testid="fee-changed-total">{t`The total is now ${amount}. Save with this total?`}</span>
      ),
      confirmText: t`Save changes`,
      cancelText: t`Cancel`,
    });
    if (confirmed) await save(total);
    return true;
  };

  const failed = async (error: unknown) => {
    if (error instanceof ApiClientError) {
      if (error.code === "VALIDATION_FAILED") {
        options.showFieldErrors(messagesByPath(i18n, Object.values(error.fields)));
        return;
      }
      if (error.code === "ID_NUMBER_REGISTERED") {
        options.showFieldErrors(new Map([["idNumber", errorText(error)]]));
        return;
      }
      if (error.code === "FEE_CHANGED" && (await feeChanged(error))) return;
      if (error.code === "UNAUTHENTICATED") {
        sessionExpired(error);
        return;
      }
    }
    await Dialog.alert({ content: errorText(error), confirmText: t`OK` });
  };

  async function save(clientTotal: number) {
    if (isOffline()) {
      await Dialog.alert({
        content: t`You are offline. Save your changes when you are back online.`,
        confirmText: t`OK`,
      });
      return;
    }
    let result: Awaited<ReturnType<typeof update.mutateAsync>>;
    try {
      result = await update.mutateAsync(options.inputFor(clientTotal));
    } catch (error) {
      await failed(error);
      return;
    }
    await Dialog.alert({
      title: t`Registration updated`,
      content: (
        <span
          data-testid="edit-fee-outcome"
          data-basis={result.fee.basis}
          data-before={result.fee.before}
          data-after={result.fee.after}
        >
          {feeOutcome(i18n, result, conference, locale)}
        </span>
      ),
      confirmText: t`OK`,
    });
    await navigate({
      to: "/register/$conferenceId/user/registerDetail",
      params: { conferenceId: conference.id },
      search: { register_id: id, invcode: options.invcode },
      replace: true,
    });
  }

  return { save, pending: update.isPending };
}
