import {
  currencyLabels,
  formatMoney,
  offeredWorkshops,
  pickText,
  type RegistrationEditForm,
  validationIds,
  workshopsShown,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { Button, NoticeBar, Toast } from "antd-mobile";
import { useMemo, useState } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { BottomBar, TotalDisplay } from "#attendee/components/BottomBar";
import { InvitationCodeField } from "#attendee/components/InvitationCodeField";
import { InvoiceOnlyNotice } from "#attendee/components/InvoiceOnlyNotice";
import { PageEmpty, PageError, PageLoading } from "#attendee/components/PageState";
import { RegistrationSteps } from "#attendee/components/RegistrationSteps";
import { TypeOptionList } from "#attendee/components/TypeOptionList";
import { WorkshopGrid } from "#attendee/components/WorkshopGrid";
import type { Selection } from "#attendee/lib/draft-db";
import { startingChoice } from "#attendee/lib/draft-values";
import { editPriceTime, isLocked, lockedReason, pricingNote } from "#attendee/lib/edit-mode";
import { liveFee, typePrice, typeQuote, useServerNow } from "#attendee/lib/fees";
import { formatDateTime } from "#attendee/lib/format";
import { useLocale } from "#attendee/lib/locale";
import { registrationWindow } from "#attendee/lib/registration-window";
import { selectionIssueText, workshopRuleText } from "#attendee/lib/selection-text";
import { keepOffered, toggleWorkshop } from "#attendee/lib/workshop-selection";
import { draftQuery, useSaveDraft } from "#attendee/queries/drafts";
import { registrationEditFormQuery } from "#attendee/queries/registration-edit";
import { QuickStarts } from "#attendee/quick/QuickStarts";
import { useRecommendationPopup } from "#attendee/quick/use-recommendation";

const route = getRouteApi("/register/$conferenceId/user/preRegist");

/** Step 1: the participant type and the workshops (spec 001 §2, preRegist). */
export function PreRegistPage() {
  const { conference, account } = useSignedInArea();
  const draft = useQuery(draftQuery(account.id, conference.id));
  // register_id: an edit of one's own registration starts from its choice.
  const { register_id: editId } = route.useSearch();
  const edit = useQuery({ ...registrationEditFormQuery(editId ?? 0), enabled: editId !== undefined });
  if (conference.settings.isOnlyinvoice) {
    return (
      <div className="att-page">
        <InvoiceOnlyNotice conference={conference} />
      </div>
    );
  }
  if (draft.isPending || (editId !== undefined && edit.isPending)) return <PageLoading />;
  if (edit.isError) return <PageError error={edit.error} onRetry={() => void edit.refetch()} />;
  const saved = draft.data?.selection ?? null;
  return <PreRegistForm saved={saved} edit={edit.data ?? null} />;
}

function PreRegistForm({ saved, edit }: { saved: Selection | null; edit: RegistrationEditForm | null }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { conference, account } = useSignedInArea();
  const search = route.useSearch();
  // A code the server did not accept opens nothing and is not carried on (the field says why).
  const invcode = conference.invitation ? search.invcode : undefined;
  const saveDraft = useSaveDraft(account.id, conference.id);
  const now = useServerNow(conference);

  const types = useMemo(
    () => conference.participantTypes.filter((t) => !t.isDeleted),
    [conference.participantTypes],
  );
  const workshops = useMemo(() => offeredWorkshops(conference.workshops), [conference.workshops]);
  const showWorkshops = workshopsShown(conference.settings, conference.invitation) && workshops.length > 0;
  const { workshopLow: low, workshopHigh: high } = conference.settings;
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);

  // The edit's choice, or the draft's made with the same invitation code, or a single type preselected.
  const start = startingChoice({ saved, edit, invcode, types, workshops });
  const [typeId, setTypeId] = useState<number | null>(start.typeId);
  const [workshopIds, setWorkshopIds] = useState<number[]>(start.workshopIds);
  // A fresh start (no choice kept, not an edit) is offered the account's earlier choices.
  useRecommendationPopup(start.fresh, (choice) => {
    if (types.some((candidate) => candidate.id === choice.participantTypeId))
      setTypeId(choice.participantTypeId);
    if (showWorkshops) setWorkshopIds(keepOffered(choice.workshopIds, workshops));
  });

  const type = types.find((candidate) => candidate.id === typeId);
  const fee = liveFee(
    conference,
    type,
    showWorkshops ? workshopIds : [],
    edit ? editPriceTime(edit, now) : now,
  );
  const typeLocked = isLocked(edit, "participantTypeId");
  const workshopsLocked = isLocked(edit, "workshopIds");
  const sayLocked = () => Toast.show({ content: i18n._(lockedReason) });
  const stage = registrationWindow(conference, now);
  const notYetOpen = stage === "notYetOpen";
  const closed = stage === "closed";
  const earlyBirdOn = types.some((candidate) => typePrice(typeQuote(conference, candidate, now)).earlyBird);

  const onToggle = (workshop: (typeof workshops)[number]) => {
    if (workshopsLocked) {
      sayLocked();
      return;
    }
    const outcome = toggleWorkshop(workshopIds, workshop, workshops, high);
    if (outcome.refused === "full") {
      const name = pickText(workshop.title, locale);
      Toast.show({ content: t`${name} is full.` });
      return;
    }
    if (outcome.refused === "max") {
      const issue = { path: "workshopIds", code: validationIds.workshopMax, params: { max: high } };
      Toast.show({ content: selectionIssueText(i18n, issue, workshopTitle) });
      return;
    }
    setWorkshopIds(outcome.ids);
  };

  const registerNow = async () => {
    const chosen = showWorkshops ? workshopIds : [];
    // The shared rules check the choice with the registrant form's schemas (zod), which newRegist needs
    // next anyway: loaded on this click rather than with the page.
    const [{ selectionIssues }, { encodeSelection }] = await Promise.all([
      import("#attendee/lib/rules"),
      import("#attendee/lib/handoff"),
    ]);
    const issue = selectionIssues(conference, typeId, chosen)[0];
    if (issue) {
      Toast.show({ icon: "fail", content: selectionIssueText(i18n, issue, workshopTitle) });
      return;
    }
    if (typeId === null) return;
    const selection: Selection = { participantTypeId: typeId, workshopIds: chosen, invcode: invcode ?? "" };
    // An edit is not a new registration's draft.
    if (!edit) await saveDraft({ selection }).catch(() => undefined);
    await navigate({
      to: "/register/$conferenceId/user/newRegist",
      params: { conferenceId: conference.id },
      search: { form: encodeSelection(selection), invcode, register_id: edit?.id },
    });
  };

  const applyCode = (code: string | undefined) =>
    void navigate({ to: ".", search: (prev) => ({ ...prev, invcode: code }), replace: true });
  const codeField = (
    <InvitationCodeField
      key={search.invcode ?? ""}
      conference={conference}
      urlCode={search.invcode}
      onApply={applyCode}
    />
  );

  if (types.length === 0) {
    // Some conferences open only to invited guests: the code field stays.
    return (
      <div className="att-page">
        {codeField}
        <PageEmpty
          title={<Trans>No participant types are open</Trans>}
          description={<Trans>Registration is not available at the moment. Please check back later.</Trans>}
        />
      </div>
    );
  }

  const opensOn = formatDateTime(conference.beginTime, locale, conference.timezone);
  const earlyUntil = formatDateTime(conference.discountTime, locale, conference.timezone);
  const currency = i18n._(currencyLabels[fee.currency]);
  const total = formatMoney(fee.total, fee.currency, locale);
  return (
    <div className="att-page">
      <RegistrationSteps current={0} />
      {edit && (
        <NoticeBar
          color={edit.lockedFields.length ? "alert" : "info"}
          wrap
          content={pricingNote(i18n, edit, conference, locale)}
          data-testid="edit-pricing-note"
        />
      )}
      {notYetOpen && (
        <NoticeBar
          color="alert"
          wrap
          content={<Trans>Registration opens on {opensOn}.</Trans>}
          data-testid="notice-not-open"
        />
      )}
      {closed && (
        <NoticeBar
          color="error"
          wrap
          content={<Trans>Registration for this conference is closed.</Trans>}
          data-testid="notice-closed"
        />
      )}
      {!closed && !notYetOpen && earlyBirdOn && (
        <NoticeBar
          color="info"
          wrap
          content={<Trans>Early-bird prices apply until {earlyUntil}.</Trans>}
          data-testid="notice-early-bird"
        />
      )}

      {codeField}

      {!edit && (
        <QuickStarts
          onStart={(id) => {
            if (id !== null && types.some((candidate) => candidate.id === id)) setTypeId(id);
          }}
        />
      )}

      <section className="att-section">
        <h2 className="att-section-title">
          <Trans>Participant type</Trans>
        </h2>
        <TypeOptionList
          conference={conference}
          types={types}
          now={edit ? editPriceTime(edit, now) : now}
          value={typeId}
          onChange={typeLocked ? sayLocked : setTypeId}
        />
      </section>

      {showWorkshops && (
        <section className="att-section">
          <div className="att-section-head">
            <h2 className="att-section-title">{workshopTitle}</h2>
            <span className="att-section-hint" data-testid="workshop-rule">
              {i18n._(workshopRuleText(low, high))}
            </span>
          </div>
          <WorkshopGrid
            conference={conference}
            workshops={workshops}
            participantType={type}
            selected={workshopIds}
            onToggle={onToggle}
          />
        </section>
      )}

      <BottomBar>
        <TotalDisplay
          label={<Trans>Total ({currency})</Trans>}
          amount={
            type ? (
              total
            ) : (
              <span className="att-total-hint">
                <Trans>Choose a participant type</Trans>
              </span>
            )
          }
          testId="prereg-total"
        />
        <Button
          color="primary"
          shape="rounded"
          className="att-bottombar-button"
          disabled={closed || notYetOpen}
          onClick={() => void registerNow()}
          data-testid="register-now"
        >
          {edit ? <Trans>Next</Trans> : <Trans>Register now</Trans>}
        </Button>
      </BottomBar>
    </div>
  );
}
