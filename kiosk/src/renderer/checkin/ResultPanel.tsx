import { Trans } from "@lingui/react/macro";
import type { LookupResult } from "#renderer/lookup/lookup";
import { PersonCard } from "./PersonCard";

export type ScanOutcome =
  /** The scanned number is being hashed (a deliberately slow scrypt, kiosk/README.md). */
  | { kind: "checking"; masked: string }
  | { kind: "result"; result: LookupResult; masked: string }
  | { kind: "storage-error" };

type Props = {
  outcome: ScanOutcome | null;
  timezone: string;
  isCard: boolean;
  syncComplete: boolean;
  onPrint: () => void;
  printing: boolean;
};

/** What the last scan found, or why it found nothing; a hint when nothing was scanned yet. */
export function ResultPanel({ outcome, timezone, isCard, syncComplete, onPrint, printing }: Props) {
  if (!outcome) {
    return (
      <div className="result-idle" data-testid="result-idle">
        <svg className="idle-icon" viewBox="0 0 64 64" aria-hidden="true">
          <rect
            x="6"
            y="14"
            width="52"
            height="36"
            rx="5"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
          />
          <circle cx="22" cy="29" r="6" fill="currentColor" />
          <path d="M13 43c2-6 6-8 9-8s7 2 9 8z" fill="currentColor" />
          <path d="M36 26h15M36 33h11M36 40h13" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <p>
          <Trans>Ready. Scan an ID card to find the registration.</Trans>
        </p>
        <OtherDocuments />
      </div>
    );
  }
  if (outcome.kind === "checking") {
    return (
      <div className="result-checking" role="status" data-testid="search-checking">
        <span className="spinner" aria-hidden="true" />
        <strong>
          <Trans>Checking…</Trans>
        </strong>
        <span className="mono checking-number">{outcome.masked}</span>
      </div>
    );
  }
  if (outcome.kind === "storage-error") {
    return (
      <Message tone="danger" testId="search-error">
        <Trans>The local database could not be read. Reload the page.</Trans>
      </Message>
    );
  }
  const { result, masked } = outcome;
  switch (result.kind) {
    case "found":
      return (
        <PersonCard
          registration={result.registration}
          matches={result.matches}
          timezone={timezone}
          onPrint={onPrint}
          printing={printing}
        />
      );
    case "not-found":
      return (
        <Message tone="warning" testId="not-found">
          <strong>
            <Trans>No registration found</Trans>
          </strong>
          <span className="mono">{masked}</span>
          <span>
            {syncComplete ? (
              <Trans>
                Nobody with this number is registered for this conference. Send the person to the help desk.
              </Trans>
            ) : (
              <Trans>The first download is not finished yet: the person may not be on this kiosk yet.</Trans>
            )}
          </span>
        </Message>
      );
    case "bad-checksum":
      return (
        <Message tone="danger" testId="search-message" kind="bad-checksum">
          <strong>
            <Trans>This ID number is not valid</Trans>
          </strong>
          <span className="mono">{masked}</span>
          <span>
            <Trans>
              Its check digit or birth date is wrong. Scan the card again or check the typed number.
            </Trans>
          </span>
        </Message>
      );
    case "bad-format":
      return (
        <Message tone="danger" testId="search-message" kind="bad-format">
          <strong>
            {isCard ? (
              <Trans>Enter the 18-character ID number or the 10-digit card number.</Trans>
            ) : (
              <Trans>Enter the 18-character ID number.</Trans>
            )}
          </strong>
          <OtherDocuments />
        </Message>
      );
  }
}

/** Which documents a scan finds, and what to do about the others (DOMAIN.md §7). */
function OtherDocuments() {
  return (
    <p className="other-documents" data-testid="other-documents">
      <Trans>
        Mainland ID cards, residence permits of Hong Kong, Macao and Taiwan residents and foreigners'
        permanent residence ID cards (18 characters) can be scanned. Passports and travel permits cannot: find
        those people by name or by their registration QR code.
      </Trans>
    </p>
  );
}

function Message(props: {
  tone: "warning" | "danger";
  testId: string;
  kind?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`result-message tone-${props.tone}`}
      role="alert"
      data-testid={props.testId}
      data-kind={props.kind}
    >
      {props.children}
    </div>
  );
}
