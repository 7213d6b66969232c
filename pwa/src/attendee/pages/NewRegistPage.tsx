import { type Currency, currencyLabels, formatMoney, type ParticipantType, pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Navigate, useNavigate } from "@tanstack/react-router";
import { Button, Dialog, Form, Toast } from "antd-mobile";
import { useMemo } from "react";
import { ApiClientError, errorText } from "#api/errors";
import { useSignedInArea } from "#attendee/attendee-context";
import { BottomBar, TotalDisplay } from "#attendee/components/BottomBar";
import { PageLoading } from "#attendee/components/PageState";
import { type RegistrantField, RegistrantFields } from "#attendee/components/RegistrantFields";
import { RegistrationSteps } from "#attendee/components/RegistrationSteps";
import { SelectionSummary } from "#attendee/components/SelectionSummary";
import type { DraftValues, Selection } from "#attendee/lib/draft-db";
import { liveFee, useServerNow } from "#attendee/lib/fees";
import { messagesByPath } from "#attendee/lib/field-errors";
import { issuesRule } from "#attendee/lib/form-rules";
import { decodeSelection } from "#attendee/lib/handoff";
import { useLocale } from "#attendee/lib/locale";
import {
  checkRegistrant,
  type FormValues,
  requiredFields,
  shownFields,
  toRegistrationInput,
} from "#attendee/lib/registrant-check";
import { useDraftAutosave } from "#attendee/lib/use-draft-autosave";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { conferenceKeys } from "#attendee/queries/conference";
import { draftQuery } from "#attendee/queries/drafts";
import { useCreateRegistration } from "#attendee/queries/registrations";

const route = getRouteApi("/register/$conferenceId/user/newRegist");

/** Step 2: the registrant's details and the total; without a preRegist choice it goes back there. */
export function NewRegistPage() {
  const { conference, account } = useSignedInArea();
  const { form, invcode } = route.useSearch();
  const selection = decodeSelection(form);
  const draft = useQuery(draftQuery(account.id, conference.id));
  const type = conference.participantTypes.find((candidate) => candidate.id === selection?.participantTypeId);
  if (!selection || !type || conference.settings.isOnlyinvoice) {
    return (
      <Navigate
        to="/register/$conferenceId/user/preRegist"
        params={{ conferenceId: conference.id }}
        search={{ invcode }}
        replace
      />
    );
  }
  if (draft.isPending) return <PageLoading />;
  return <NewRegistForm selection={selection} type={type} draftValues={draft.data?.values ?? null} />;
}

type FormProps = { selection: Selection; type: ParticipantType; draftValues: DraftValues | null };

function NewRegistForm({ selection, type, draftValues }: FormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { conference, account } = useSignedInArea();
  const { invcode } = route.useSearch();
  const [form] = Form.useForm<FormValues>();
  const now = useServerNow(conference);
  const create = useCreateRegistration(conference.id);
  const sessionExpired = useSessionExpiry();
  const autosave = useDraftAutosave(account.id, conference.id, selection);

  const workshops = conference.workshops.filter((w) => selection.workshopIds.includes(w.id));
  const fee = liveFee(conference, type, selection.workshopIds, now);
  const shown = useMemo(() => shownFields(conference, type), [conference, type]);
  const required = useMemo(() => requiredFields(conference, type), [conference, type]);
  const choice = {
    participantTypeId: type.id,
    workshopIds: selection.workshopIds,
    invcode: selection.invcode || (invcode ?? ""),
  };
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);
  const initialValues = useMemo<FormValues>(
    () => ({ gender: 1, name: account.name, email: account.email, ...draftValues }),
    [account, draftValues],
  );

  const inputFor = (values: FormValues, clientTotal: number) =>
    toRegistrationInput(values, shown, { ...choice, clientTotal });
  const rule = (field: RegistrantField) =>
    issuesRule(
      field,
      () => checkRegistrant(conference, inputFor(form.getFieldsValue(true), fee.total)),
      i18n,
    );

  const backToChoice = () =>
    navigate({
      to: "/register/$conferenceId/user/preRegist",
      params: { conferenceId: conference.id },
      search: { invcode },
    });

  const showFieldErrors = (messages: Map<string, string>) => {
    const onForm = [...messages].filter(([path]) => shown.has(path as RegistrantField));
    form.setFields(onForm.map(([name, text]) => ({ name, errors: [text] })));
    const elsewhere = [...messages].filter(([path]) => !shown.has(path as RegistrantField));
    const first = elsewhere[0];
    if (first) {
      const [path, text] = first;
      Toast.show({
        icon: "fail",
        content: path.startsWith("workshopIds") ? t`${workshopTitle}: ${text}` : text,
      });
    }
    scrollToFirstError();
  };

  const submit = (clientTotal: number) => {
    const input = inputFor(form.getFieldsValue(true), clientTotal);
    create.mutate(input, {
      onSuccess: async (created) => {
        await autosave.clear();
        Toast.show({ icon: "success", content: t`Registration submitted` });
        await navigate({
          to: "/register/$conferenceId/user/registerDetail",
          params: { conferenceId: conference.id },
          search: { register_id: created.id, invcode },
          replace: true,
        });
      },
      onError: (error) => void handleError(error),
    });
  };

  const handleError = async (error: unknown) => {
    if (!(error instanceof ApiClientError)) {
      Toast.show({ icon: "fail", content: errorText(error) });
      return;
    }
    switch (error.code) {
      case "FEE_CHANGED": {
        const total = Number(error.details?.total);
        const currency = (error.details?.currency as Currency | undefined) ?? fee.currency;
        if (!Number.isSafeInteger(total)) break;
        const amount = formatMoney(total, currency, locale);
        void queryClient.invalidateQueries({ queryKey: conferenceKeys.all });
        const confirmed = await Dialog.confirm({
          title: t`The fee has changed`,
          content: (
            <span data-testid="fee-changed-total">{t`The total is now ${amount}. Submit with this total?`}</span>
          ),
          confirmText: t`Submit`,
          cancelText: t`Cancel`,
        });
        if (confirmed) submit(total);
        return;
      }
      case "VALIDATION_FAILED":
        showFieldErrors(messagesByPath(i18n, Object.values(error.fields)));
        return;
      case "WORKSHOP_FULL":
      case "WORKSHOP_UNAVAILABLE":
      case "PARTICIPANT_TYPE_UNAVAILABLE":
        await Dialog.alert({ content: errorText(error), confirmText: t`Change my choice` });
        await backToChoice();
        return;
      case "UNAUTHENTICATED":
        // The draft is kept; signing in again brings the attendee back here.
        sessionExpired(error);
        return;
      default:
        break;
    }
    Toast.show({ icon: "fail", content: errorText(error) });
  };

  const onSubmit = async () => {
    try {
      await form.validateFields();
    } catch {
      scrollToFirstError();
      return;
    }
    const issues = checkRegistrant(conference, inputFor(form.getFieldsValue(true), fee.total));
    const messages = messagesByPath(i18n, issues);
    if (messages.size > 0) {
      showFieldErrors(messages);
      return;
    }
    submit(fee.total);
  };

  const currency = i18n._(currencyLabels[fee.currency]);
  return (
    <div className="att-page">
      <RegistrationSteps current={1} />
      <SelectionSummary
        conference={conference}
        type={type}
        workshops={workshops}
        fee={fee}
        invcode={invcode}
      />

      <section className="att-card att-form-card">
        <h2 className="att-card-title">
          <Trans>Registrant information</Trans>
        </h2>
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={(_changed, all) => autosave.schedule(all)}
          requiredMarkStyle="asterisk"
          className="att-form"
        >
          <RegistrantFields
            shown={shown}
            required={required}
            rule={rule}
            otherMemberNoLabel={type.otherMemberNoLabel ? pickText(type.otherMemberNoLabel, locale) : null}
          />
        </Form>
        <p className="att-form-note">
          <Trans>
            Your entries are kept on this device until you submit, except the ID number, which is masked on
            screen once entered.
          </Trans>
        </p>
      </section>

      <BottomBar>
        <TotalDisplay
          label={<Trans>Total ({currency})</Trans>}
          amount={formatMoney(fee.total, fee.currency, locale)}
          testId="total"
        />
        <Button
          color="primary"
          shape="rounded"
          className="att-bottombar-button"
          loading={create.isPending}
          onClick={() => void onSubmit()}
          data-testid="submit-registration"
        >
          <Trans>Submit</Trans>
        </Button>
      </BottomBar>
    </div>
  );
}

/** Brings the first field with an error into view (after React has painted the messages). */
function scrollToFirstError() {
  requestAnimationFrame(() => {
    document
      .querySelector(".adm-form-item-has-error")
      ?.scrollIntoView({ behavior: "smooth", block: "center" });
  });
}
