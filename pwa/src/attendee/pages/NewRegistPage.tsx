import {
  currencyLabels,
  formatMoney,
  type ParticipantType,
  pickText,
  type RegistrationEditForm,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Navigate, useNavigate } from "@tanstack/react-router";
import { Button, Form, NoticeBar, Toast } from "antd-mobile";
import { useMemo, useState } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { BlockCards } from "#attendee/blocks/BlockCards";
import type { BlockContext, BlockKey } from "#attendee/blocks/index";
import { paperPagesOf } from "#attendee/blocks/papers/papers-block";
import { BottomBar, TotalDisplay } from "#attendee/components/BottomBar";
import { PageError, PageLoading } from "#attendee/components/PageState";
import { RegistrantFields } from "#attendee/components/RegistrantFields";
import { RegistrationSteps } from "#attendee/components/RegistrationSteps";
import { SelectionSummary } from "#attendee/components/SelectionSummary";
import type { DraftValues, Selection } from "#attendee/lib/draft-db";
import { startingValues } from "#attendee/lib/draft-values";
import { editPriceTime, editSelection, pricingNote } from "#attendee/lib/edit-mode";
import { liveFee, useServerNow } from "#attendee/lib/fees";
import { messagesByPath } from "#attendee/lib/field-errors";
import { issuesRule } from "#attendee/lib/form-rules";
import { decodeSelection } from "#attendee/lib/handoff";
import { useLocale } from "#attendee/lib/locale";
import {
  checkRegistrant,
  fieldRules,
  type RegistFormValues,
  toRegistrationInput,
} from "#attendee/lib/registrant-check";
import { blankRegistrant } from "#attendee/lib/registrant-values";
import { useDraftAutosave } from "#attendee/lib/use-draft-autosave";
import { useOnline } from "#attendee/lib/use-online";
import { useRegistrationEdit } from "#attendee/lib/use-registration-edit";
import { useRegistrationSubmit } from "#attendee/lib/use-registration-submit";
import { draftQuery } from "#attendee/queries/drafts";
import { registrationEditFormQuery } from "#attendee/queries/registration-edit";
import { useStudentCardLabel } from "#attendee/registrant/CardLinks";
import {
  type PeopleFormValues,
  peopleInput,
  peopleIssues,
  RegistrantPeople,
} from "#attendee/registrant/RegistrantPeople";
import { SavedPeoplePicker } from "#attendee/registrant/SavedPeoplePicker";
import { useMemberSuggestion } from "#attendee/registrant/use-member-suggestion";

const route = getRouteApi("/register/$conferenceId/user/newRegist");

/** Step 2: the registrant's details and the total; without a preRegist choice it goes back there. */
export function NewRegistPage() {
  const { conference, account } = useSignedInArea();
  const { form, invcode, register_id: editId } = route.useSearch();
  const draft = useQuery(draftQuery(account.id, conference.id));
  // register_id: an edit of one's own registration (its choice comes with it when preRegist passed none).
  const edit = useQuery({ ...registrationEditFormQuery(editId ?? 0), enabled: editId !== undefined });
  if (editId !== undefined && edit.isPending) return <PageLoading />;
  if (editId !== undefined && edit.isError)
    return <PageError error={edit.error} onRetry={() => void edit.refetch()} />;
  const selection = decodeSelection(form) ?? (edit.data ? editSelection(edit.data) : null);
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
  return (
    <NewRegistForm
      selection={selection}
      type={type}
      draftValues={draft.data?.values ?? null}
      edit={edit.data ?? null}
    />
  );
}

type FormProps = {
  selection: Selection;
  type: ParticipantType;
  draftValues: DraftValues | null;
  /** The registration being edited (register_id), or null for a new one. */
  edit: RegistrationEditForm | null;
};

function NewRegistForm({ selection, type, draftValues, edit }: FormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const online = useOnline();
  const { conference, account } = useSignedInArea();
  const { invcode } = route.useSearch();
  const [form] = Form.useForm<RegistFormValues>();
  const now = useServerNow(conference);
  const autosave = useDraftAutosave(account.id, conference.id, selection);
  const lockedFields = edit?.lockedFields;
  const blocks = useMemo<BlockContext>(
    () => ({ conference, type, now, lockedFields: lockedFields ?? [] }),
    [conference, type, now, lockedFields],
  );

  // Read once: the form starts from it, and a later clock tick must not start it again.
  const [initialValues] = useState<RegistFormValues>(() =>
    startingValues(blocks, { edit, account, draft: draftValues }),
  );
  // What is filled in so far decides some fields (a passport asks for its country, a twin room a roommate).
  const [values, setValues] = useState<RegistFormValues>(initialValues);
  const workshops = conference.workshops.filter((w) => selection.workshopIds.includes(w.id));
  const priceAt = edit ? editPriceTime(edit, now) : now;
  const fee = liveFee(conference, type, selection.workshopIds, priceAt, paperPagesOf(values.papers, blocks));
  const { shown, required } = useMemo(() => fieldRules(conference, type, values), [conference, type, values]);
  const choice = {
    participantTypeId: type.id,
    workshopIds: selection.workshopIds,
    invcode: selection.invcode || (invcode ?? ""),
  };
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);
  const otherMemberNoLabel = type.otherMemberNoLabel ? pickText(type.otherMemberNoLabel, locale) : "";

  const current = (): RegistFormValues => form.getFieldsValue(true);
  const inputFor = (clientTotal: number) => {
    const all = current();
    return {
      ...toRegistrationInput(
        all,
        fieldRules(conference, type, all).shown,
        { ...choice, clientTotal },
        blocks,
      ),
      ...peopleInput(all as PeopleFormValues, type),
      // An edit keeps the payment method it was made with.
      ...(edit ? { payType: edit.input.payType } : {}),
    };
  };
  const checkAll = () => {
    const input = inputFor(fee.total);
    return [...checkRegistrant(conference, input, blocks, current()), ...peopleIssues(type, input)];
  };
  const rule = (field: string) => issuesRule(field, checkAll, i18n);

  const changed = (all: RegistFormValues) => {
    setValues(all);
    // An edit is not a draft of a new registration: it stays on this page only.
    if (!edit) autosave.schedule(all);
  };
  // A saved person or the member list fills the registrant's fields at once.
  const fillPerson = (person: PeopleFormValues & RegistFormValues) => {
    form.setFieldsValue(person as RegistFormValues);
    changed(current());
  };
  useMemberSuggestion(current, values, {
    conferenceId: conference.id,
    participantTypeId: type.id,
    onFill: fillPerson,
  });
  const studentCardLabel = useStudentCardLabel(conference, locale);
  // A block replaces its whole value at once (not booking a room clears the rest).
  const replaceBlock = (key: BlockKey, value: unknown) => {
    form.setFieldsValue({ [key]: value } as RegistFormValues);
    changed(current());
  };

  const showFieldErrors = (messages: Map<string, string>) => {
    // Every field on the form, by its issue path (`name`, `hotel.endDate`, `extras.12`).
    const onPage = new Set(form.getFieldsError().map((field) => field.name.join(".")));
    const onForm = [...messages].filter(([path]) => onPage.has(path));
    form.setFields(onForm.map(([path, text]) => ({ name: path.split("."), errors: [text] })));
    const elsewhere = [...messages].find(([path]) => !onPage.has(path));
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

  const editing = useRegistrationEdit({
    form: edit,
    invcode,
    currency: fee.currency,
    inputFor,
    showFieldErrors,
  });

  const onSubmit = async () => {
    try {
      await form.validateFields();
    } catch {
      scrollToFirstError();
      return;
    }
    const messages = messagesByPath(i18n, checkAll());
    if (messages.size > 0) {
      showFieldErrors(messages);
      return;
    }
    await (edit ? editing.save(fee.total) : submission.submit(fee.total));
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
      {edit && (
        <NoticeBar
          color={edit.lockedFields.length ? "alert" : "info"}
          wrap
          content={pricingNote(i18n, edit, conference, locale)}
          data-testid="edit-pricing-note"
        />
      )}
      <SelectionSummary
        conference={conference}
        type={type}
        workshops={workshops}
        fee={fee}
        paperCount={paperPagesOf(values.papers, blocks).length}
        invcode={invcode}
      />

      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        // The whole store, not only the fields on screen: a block keeps values it does not show right now.
        onValuesChange={() => changed(current())}
        requiredMarkStyle="asterisk"
        className="att-form att-form-stack"
      >
        <section className="att-card att-form-card">
          <div className="att-registrant-head">
            <h2 className="att-card-title">
              <Trans>Registrant information</Trans>
            </h2>
            <SavedPeoplePicker studentCardLabel={studentCardLabel} onChoose={fillPerson} />
          </div>
          <RegistrantFields
            shown={shown}
            required={required}
            rule={rule}
            labels={otherMemberNoLabel ? { otherMemberNo: otherMemberNoLabel } : {}}
            idType={values.idType ?? blankRegistrant().idType}
          />
          <RegistrantPeople type={type} studentCardLabel={studentCardLabel} rule={rule} />
          <p className="att-form-note">
            <Trans>
              Your entries are kept on this device until you submit, except the document number, which is
              masked on screen once entered.
            </Trans>
          </p>
        </section>
        <BlockCards context={blocks} values={values} locale={locale} rule={rule} replace={replaceBlock} />
      </Form>

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
          loading={submission.pending || editing.pending}
          onClick={() => void onSubmit()}
          data-testid="submit-registration"
        >
          {edit ? <Trans>Save changes</Trans> : <Trans>Submit</Trans>}
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
