import { type Currency, formatMoney, type RegistrationDetail, type RegistrationInput } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Dialog, Toast } from "antd-mobile";
import { ApiClientError, errorText } from "#api/errors";
import { conferenceKeys } from "#attendee/queries/conference";
import { useCreateRegistration } from "#attendee/queries/registrations";
import { messagesByPath } from "./field-errors";
import { useLocale } from "./locale";
import { changedTotal, unreachable } from "./submit-errors";
import { isOffline } from "./use-online";
import { useSessionExpiry } from "./use-session-expiry";
import { useSubmissionKey } from "./use-submission-key";

type Options = {
  accountId: number;
  conferenceId: number;
  invcode: string | undefined;
  currency: Currency;
  /** The request body for a total (the one on screen, or a new one the attendee accepted). */
  inputFor: (clientTotal: number) => RegistrationInput;
  /** Writes the draft now: the submission may not get through. */
  keepDraft: () => Promise<void>;
  clearDraft: () => Promise<void>;
  /** Messages by field path, shown at the fields (others as a notice). */
  showFieldErrors: (messages: Map<string, string>) => void;
  backToChoice: () => Promise<void>;
};

/**
 * Submits newRegist (DOMAIN.md §7). Without a network it says so at once and keeps the draft; every
 * retry of one submission sends the same idempotency key, so an answer lost on the way never makes a
 * second registration; each refusal is explained where the attendee can act on it.
 */
export function useRegistrationSubmit(options: Options) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateRegistration(options.conferenceId);
  const sessionExpired = useSessionExpiry();
  const submissionKey = useSubmissionKey(options.accountId, options.conferenceId);

  const sayOffline = () =>
    Dialog.alert({
      title: t`You are offline`,
      content: (
        <span data-testid="offline-submit">
          {t`Your registration was not sent. Everything you entered is kept on this device (except the document number); submit again when you are back online.`}
        </span>
      ),
      confirmText: t`OK`,
    });

  // Sent, but no answer came back: it may have been saved. The retry carries the same key, so it is safe.
  const sayConnectionLost = () =>
    Dialog.alert({
      title: t`No answer from the server`,
      content: (
        <span data-testid="offline-submit">
          {t`The connection dropped before the answer arrived. Your entries are kept on this device; submit again when the network is back. If the first attempt got through, you will not be registered twice.`}
        </span>
      ),
      confirmText: t`OK`,
    });

  const succeeded = async (created: RegistrationDetail) => {
    submissionKey.forget();
    await options.clearDraft();
    Toast.show({ icon: "success", content: t`Registration submitted` });
    await navigate({
      to: "/register/$conferenceId/user/registerDetail",
      params: { conferenceId: options.conferenceId },
      search: { register_id: created.id, invcode: options.invcode },
      replace: true,
    });
  };

  const feeChanged = async (error: ApiClientError) => {
    const changed = changedTotal(error, options.currency);
    if (!changed) return false;
    const { total } = changed;
    const amount = formatMoney(total, changed.currency, locale);
    void queryClient.invalidateQueries({ queryKey: conferenceKeys.all });
    const confirmed = await Dialog.confirm({
      title: t`The fee has changed`,
      content: (
        <span data-testid="fee-changed-total">{t`The total is now ${amount}. Submit with this total?`}</span>
      ),
      confirmText: t`Submit`,
      cancelText: t`Cancel`,
    });
    if (confirmed) await submit(total);
    return true;
  };

  const sentBefore = async () => {
    // The key went with other data once and that submission was saved: the next one is a new submission.
    await submissionKey.renew();
    const open = await Dialog.confirm({
      title: t`This form was submitted before`,
      content: t`An earlier submission from this form was received, with other details. Please check My registrations before submitting again.`,
      confirmText: t`My registrations`,
      cancelText: t`Stay here`,
    });
    if (open)
      await navigate({
        to: "/register/$conferenceId/user/registerList",
        params: { conferenceId: options.conferenceId },
        search: { invcode: options.invcode },
      });
  };

  const failed = async (error: unknown) => {
    if (unreachable(error)) {
      await options.keepDraft();
      await (isOffline() ? sayOffline() : sayConnectionLost());
      return;
    }
    if (!(error instanceof ApiClientError)) return;
    switch (error.code) {
      case "FEE_CHANGED":
        if (await feeChanged(error)) return;
        break;
      case "VALIDATION_FAILED":
        options.showFieldErrors(messagesByPath(i18n, Object.values(error.fields)));
        return;
      case "ID_NUMBER_REGISTERED":
        options.showFieldErrors(new Map([["idNumber", errorText(error)]]));
        return;
      case "IDEMPOTENCY_KEY_REUSED":
        await sentBefore();
        return;
      case "WORKSHOP_FULL":
      case "WORKSHOP_UNAVAILABLE":
      case "PARTICIPANT_TYPE_UNAVAILABLE":
        await Dialog.alert({ content: errorText(error), confirmText: t`Change my choice` });
        await options.backToChoice();
        return;
      case "UNAUTHENTICATED":
        // The draft is kept; signing in again brings the attendee back here.
        await options.keepDraft();
        sessionExpired(error);
        return;
      default:
        break;
    }
    await Dialog.alert({ content: errorText(error), confirmText: t`OK` });
  };

  async function submit(clientTotal: number) {
    if (isOffline()) {
      await options.keepDraft();
      await sayOffline();
      return;
    }
    const key = await submissionKey.take();
    let created: RegistrationDetail;
    try {
      created = await create.mutateAsync({ input: options.inputFor(clientTotal), key });
    } catch (error) {
      await failed(error);
      return;
    }
    await succeeded(created);
  }

  return { submit, pending: create.isPending };
}
