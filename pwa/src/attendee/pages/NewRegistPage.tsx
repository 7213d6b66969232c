import { currencyLabels, formatMoney, type ParticipantType, pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Navigate, useNavigate } from "@tanstack/react-router";
import { Button, Form, NoticeBar, Toast } from "antd-mobile";
import { useMemo, useState } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { BottomBar, TotalDisplay } from "#attendee/components/BottomBar";
import { PageLoading } from "#attendee/components/PageState";
import { RegistrantFields } from "#attendee/components/RegistrantFields";
import { RegistrationSteps } from "#attendee/components/RegistrationSteps";
import { SelectionSummary } from "#attendee/components/SelectionSummary";
import type { DraftValues, Selection } from "#attendee/lib/draft-db";
import { liveFee, useServerNow } from "#attendee/lib/fees";
import { messagesByPath } from "#attendee/lib/field-errors";
import { issuesRule } from "#attendee/lib/form-rules";
import { decodeSelection } from "#attendee/lib/handoff";
import { useLocale } from "#attendee/lib/locale";
import { checkRegistrant, fieldRules, toRegistrationInput } from "#attendee/lib/registrant-check";
import { blankRegistrant, type FormValues } from "#attendee/lib/registrant-values";
import { useDraftAutosave } from "#attendee/lib/use-draft-autosave";
import { useOnline } from "#attendee/lib/use-online";
import { useRegistrationSubmit } from "#attendee/lib/use-registration-submit";
import { draftQuery } from "#attendee/queries/drafts";

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
  const online = useOnline();
  const { conference, account } = useSignedInArea();
  const { invcode } = route.useSearch();
  const [form] = Form.useForm<FormValues>();
  const now = useServerNow(conference);
  const autosave = useDraftAutosave(account.id, conference.id, selection);

  const initialValues = useMemo<FormValues>(
    () => ({ ...blankRegistrant(), name: account.name, email: account.email, ...draftValues }),
    [account, draftValues],
  );
  // What is filled in so far decides some fields (a passport asks for its country).
  const [values, setValues] = useState<FormValues>(initialValues);
  const workshops = conference.workshops.filter((w) => selection.workshopIds.includes(w.id));
  const fee = liveFee(conference, type, selection.workshopIds, now);
  const { shown, required } = useMemo(() => fieldRules(conference, type, values), [conference, type, values]);
  const choice = {
    participantTypeId: type.id,
    workshopIds: selection.workshopIds,
    invcode: selection.invcode || (invcode ?? ""),
  };
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);
  const otherMemberNoLabel = type.otherMemberNoLabel ? pickText(type.otherMemberNoLabel, locale) : "";

  const current = (): FormValues => form.getFieldsValue(true);
  const inputFor = (clientTotal: number) => {
    const all = current();
    return toRegistrationInput(all, fieldRules(conference, type, all).shown, { ...choice, clientTotal });
  };
  const rule = (field: string) =>
    issuesRule(field, () => checkRegistrant(conference, inputFor(fee.total)), i18n);

  const showFieldErrors = (messages: Map<string, string>) => {
    const onForm = [...messages].filter(([path]) => shown.has(path as keyof FormValues));
    form.setFields(onForm.map(([name, text]) => ({ name, errors: [text] })));
    const elsewhere = [...messages].find(([path]) => !shown.has(path as keyof FormValues));
    if (elsewhere) {
      const [path, text] = elsewhere;
      Toast.show({
        icon: "fail",
        content: path.startsWith("workshopIds") ? t`${workshopTitle}: ${text}` : text,
      });
    }
    scrollToFirstError();
  };

  const submission = useRegistrationSubmit({
    accountId: account.id,
    conferenceId: conference.id,
    invcode,
    currency: fee.currency,
    inputFor,
    keepDraft: () => autosave.flush(current()),
    clearDraft: autosave.clear,
    showFieldErrors,
    backToChoice: () =>
      navigate({
        to: "/register/$conferenceId/user/preRegist",
        params: { conferenceId: conference.id },
        search: { invcode },
      }),
  });

  const onSubmit = async () => {
    try {
      await form.validateFields();
    } catch {
      scrollToFirstError();
      return;
    }
    const messages = messagesByPath(i18n, checkRegistrant(conference, inputFor(fee.total)));
    if (messages.size > 0) {
      showFieldErrors(messages);
      return;
    }
    await submission.submit(fee.total);
  };

  const currency = i18n._(currencyLabels[fee.currency]);
  return (
    <div className="att-page">
      {!online && (
        <NoticeBar
          color="alert"
          wrap
          content={
            <Trans>You are offline. Your entries stay on this device; submit when you are back online.</Trans>
          }
          data-testid="offline-notice"
        />
      )}
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
          onValuesChange={(_changed, all: FormValues) => {
            setValues(all);
            autosave.schedule(all);
          }}
          requiredMarkStyle="asterisk"
          className="att-form"
        >
          <RegistrantFields
            shown={shown}
            required={required}
            rule={rule}
            labels={otherMemberNoLabel ? { otherMemberNo: otherMemberNoLabel } : {}}
            idType={values.idType ?? blankRegistrant().idType}
          />
        </Form>
        <p className="att-form-note">
          <Trans>
            Your entries are kept on this device until you submit, except the document number, which is masked
            on screen once entered.
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
          loading={submission.pending}
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
