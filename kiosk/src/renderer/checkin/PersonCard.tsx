import { idTypeLabels, personLevelLabels, pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { KioskRow } from "#renderer/api/payload";
import { formatAmount } from "#renderer/app/format";
import { checkInReasonText, eligibilityText } from "#renderer/app/messages";
import { currentLocale } from "#renderer/i18n";
import { CheckinBanner, checkinShown } from "./CheckinBanner";
import type { PointCheckin } from "./checkin-state";

type Props = {
  registration: KioskRow;
  /**
   * The ID number just scanned, masked to its last four: shown only for a scan by number, as the kiosk holds
   * no part of any number (DOMAIN.md §9).
   */
  idMasked: string | null;
  matches: number;
  timezone: string;
  /** The canonical check-in at this kiosk's point, if any (checkin-state.ts). */
  checkin: PointCheckin | null;
  /** The check-in this kiosk recorded for the scan on screen, if it did. */
  admittedNow: string | null;
  /** Eligible, or made so by an onsite payment recorded here. */
  canCheckIn: boolean;
  onCheckIn: () => void;
  checkingIn: boolean;
  onPrint: () => void;
  printing: boolean;
  /** The onsite payment section, where the conference takes payment at the desk. */
  payment: ReactNode;
};

function Field({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="field-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * The person a scan found: large name, what check-in needs, eligibility with its reason, the check-in at
 * this point (a repeat shows prominently who checked the person in, when and where), and the desk's actions.
 */
export function PersonCard(props: Props) {
  const { registration: r, idMasked, matches, timezone, checkin, admittedNow, canCheckIn, printing } = props;
  const { i18n, t } = useLingui();
  const locale = currentLocale();
  const { eligible } = r.checkIn;
  const owed = r.owed > 0 ? formatAmount(r.owed, r.currency, locale) : null;
  const shown = checkinShown(checkin, admittedNow);

  return (
    <article className={`person-card ${eligible ? "is-eligible" : "is-blocked"}`} data-testid="person-card">
      <header className="person-status" data-testid="person-eligible" data-eligible={String(eligible)}>
        <span className="status-mark" aria-hidden="true">
          {eligible ? "✓" : "✕"}
        </span>
        <span>{eligibilityText(i18n, r)}</span>
      </header>
      <div className="person-body">
        <CheckinBanner checkin={checkin} shown={shown} timezone={timezone} />
        <h2 className="person-name" data-testid="person-name">
          {r.name}
        </h2>
        {r.nameEn && (
          <p className="person-name-en" data-testid="person-name-en" lang="en">
            {r.nameEn}
          </p>
        )}
        {r.unit && (
          <p className="person-unit" data-testid="person-unit">
            {r.unit}
          </p>
        )}
        <dl className="person-fields">
          <Field label={<Trans>Participant type</Trans>} testId="person-participant-type">
            {pickText(r.participantType, locale) || "—"}
          </Field>
          <Field label={<Trans>Person level</Trans>} testId="person-level">
            {r.level === null ? "—" : i18n._(personLevelLabels[r.level])}
          </Field>
          {idMasked && (
            <Field label={<Trans>ID document</Trans>} testId="person-id-masked">
              <span className="mono">{idMasked}</span>
            </Field>
          )}
          {r.idType !== null && (
            <Field label={<Trans>Document type</Trans>} testId="person-id-type">
              {i18n._(idTypeLabels[r.idType])}
            </Field>
          )}
          <Field label={<Trans>Phone</Trans>} testId="person-phone-masked">
            <span className="mono">{r.phoneMasked || "—"}</span>
          </Field>
          <Field label={<Trans>Payment</Trans>} testId="person-check-in-reason">
            {checkInReasonText(i18n, r)}
          </Field>
          {owed && (
            <Field label={<Trans>To pay</Trans>} testId="person-owed">
              <span className="owed">{owed}</span>
            </Field>
          )}
          {!checkin && (
            <Field label={<Trans>Check-in</Trans>} testId="person-checked-in">
              <span className="tag" data-checked-in="false">
                <Trans>Not checked in yet</Trans>
              </span>
            </Field>
          )}
          {r.cardNumber && (
            <Field label={<Trans>Card number</Trans>} testId="person-card-number">
              <span className="mono">{r.cardNumber}</span>
            </Field>
          )}
        </dl>
        {matches > 1 && (
          <p className="notice" data-testid="person-matches">
            <Trans>
              {matches} registrations match this ID number; the eligible, most recent one is shown.
            </Trans>
          </p>
        )}
        {props.payment}
      </div>
      <footer className="person-actions">
        {canCheckIn && shown === "none" && (
          <button
            type="button"
            className="button button-ok button-large"
            data-testid="check-in"
            onClick={props.onCheckIn}
            disabled={props.checkingIn}
          >
            <Trans>Check in</Trans>
          </button>
        )}
        {canCheckIn && shown === "repeat" && !admittedNow && (
          <button
            type="button"
            className="button button-large"
            data-testid="check-in-again"
            onClick={props.onCheckIn}
            disabled={props.checkingIn}
            title={t`The server logs it as a repeat.`}
          >
            <Trans>Admit again</Trans>
          </button>
        )}
        <button
          type="button"
          className={`button button-large ${shown === "none" && canCheckIn ? "" : "button-primary"}`}
          data-testid="print-badge"
          onClick={props.onPrint}
          disabled={!(canCheckIn || checkin) || printing}
          title={canCheckIn || checkin ? undefined : t`Only eligible people get a badge.`}
        >
          {printing ? <Trans>Printing…</Trans> : <Trans>Print badge</Trans>}
        </button>
      </footer>
    </article>
  );
}
