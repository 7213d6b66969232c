import { idTypeLabels, personLevelLabels, pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { KioskRow } from "#renderer/api/payload";
import { formatAmount, formatDateTime } from "#renderer/app/format";
import { checkInReasonText, eligibilityText } from "#renderer/app/messages";
import { currentLocale } from "#renderer/i18n";

type Props = {
  registration: KioskRow;
  matches: number;
  timezone: string;
  onPrint: () => void;
  printing: boolean;
};

function Field({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="field-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The person a scan found: large name, what check-in needs, eligibility with its reason, check-in state. */
export function PersonCard({ registration: r, matches, timezone, onPrint, printing }: Props) {
  const { i18n, t } = useLingui();
  const locale = currentLocale();
  const signInTime = r.signInTime ? formatDateTime(r.signInTime, locale, timezone, false) : null;
  const { eligible } = r.checkIn;
  const owed = r.owed > 0 ? formatAmount(r.owed, r.currency, locale) : null;

  return (
    <article className={`person-card ${eligible ? "is-eligible" : "is-blocked"}`} data-testid="person-card">
      <header className="person-status" data-testid="person-eligible" data-eligible={String(eligible)}>
        <span className="status-mark" aria-hidden="true">
          {eligible ? "✓" : "✕"}
        </span>
        <span>{eligibilityText(i18n, r)}</span>
      </header>
      <div className="person-body">
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
          <Field label={<Trans>ID document</Trans>} testId="person-id-masked">
            <span className="mono">{r.idNumberMasked || "—"}</span>
          </Field>
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
          <Field label={<Trans>Check-in</Trans>} testId="person-checked-in">
            <span className={r.isSignIn ? "tag tag-done" : "tag"} data-checked-in={String(r.isSignIn)}>
              {r.isSignIn ? (
                signInTime ? (
                  <Trans>Checked in, {signInTime}</Trans>
                ) : (
                  <Trans>Checked in</Trans>
                )
              ) : (
                <Trans>Not checked in yet</Trans>
              )}
            </span>
          </Field>
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
      </div>
      <footer className="person-actions">
        <button
          type="button"
          className="button button-primary button-large"
          data-testid="print-badge"
          onClick={onPrint}
          disabled={!eligible || printing}
          title={eligible ? undefined : t`Only eligible people get a badge.`}
        >
          {printing ? <Trans>Printing…</Trans> : <Trans>Print badge</Trans>}
        </button>
      </footer>
    </article>
  );
}
