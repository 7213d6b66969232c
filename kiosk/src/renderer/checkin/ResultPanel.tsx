import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { KioskRow } from "#renderer/api/payload";
import type { LookupResult, ScanKind } from "#renderer/lookup/lookup";
import type { QrRefusal } from "#renderer/lookup/qr-scan";
import { MatchList } from "./MatchList";

export type ScanOutcome =
  /** The scanned number is being hashed (a deliberately slow scrypt, kiosk/README.md). */
  | { kind: "checking"; masked: string }
  /**
   * `masked` is what was searched as the screen may show it: a number masked, a name as typed, nothing
   * of a QR code; `by` how it was looked up.
   */
  | { kind: "result"; result: LookupResult; masked: string; by: ScanKind }
  | { kind: "storage-error" };

type Props = {
  outcome: ScanOutcome | null;
  isCard: boolean;
  syncComplete: boolean;
  /** The person found (FoundPerson), drawn by the check-in screen, which holds what it needs. */
  found: ReactNode;
  /** A name search listed several people and staff picked one. */
  onChoose: (registration: KioskRow) => void;
};

/** What the last scan found, or why it found nothing; a hint when nothing was scanned yet. */
export function ResultPanel({ outcome, isCard, syncComplete, found, onChoose }: Props) {
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
          <Trans>
            Ready. Scan an ID card or a registration QR code, or type a name, its pinyin or initials, to find
            the registration.
          </Trans>
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
      return found;
    case "choose":
      return <MatchList query={masked} matches={result.matches} more={result.more} onChoose={onChoose} />;
    case "not-found":
      return (
        <Message tone="warning" testId="not-found">
          <strong>
            <Trans>No registration found</Trans>
          </strong>
          <span className="mono">{masked}</span>
          <span>
            {outcome.by === "qr" ? (
              <Trans>
                This registration QR code is valid, but its registration is not on this kiosk: it may have
                been cancelled, or made after the last sync. Send the person to the help desk.
              </Trans>
            ) : syncComplete && outcome.by === "name" ? (
              <Trans>
                Nobody of this name is registered for this conference. Check the spelling, try the pinyin or
                the English name, or send the person to the help desk.
              </Trans>
            ) : syncComplete ? (
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
              <Trans>Enter the 18-character ID number, the 10-digit card number or a name.</Trans>
            ) : (
              <Trans>Enter the 18-character ID number or a name.</Trans>
            )}
          </strong>
          <OtherDocuments />
        </Message>
      );
    case "qr-refused":
      return <QrRefused reason={result.reason} />;
  }
}

/** A registration QR code that finds nobody here, and what the desk can do about it. */
function QrRefused({ reason }: { reason: QrRefusal }) {
  const title = {
    malformed: <Trans>This is not a registration QR code</Trans>,
    otherConference: <Trans>This QR code is for another conference</Trans>,
    badSignature: <Trans>This QR code is not valid</Trans>,
    noKey: <Trans>QR codes cannot be checked yet</Trans>,
  }[reason];
  const advice = {
    malformed: (
      <Trans>
        It was not read completely, or it is not a registration QR code of this system. Scan it again, or find
        the person by ID number or name.
      </Trans>
    ),
    otherConference: (
      <Trans>
        It was issued for a different conference. Find the person by ID number or name, or send them to the
        help desk.
      </Trans>
    ),
    badSignature: (
      <Trans>
        Its signature does not match: the code was altered or copied wrongly. Find the person by ID number or
        name, or send them to the help desk.
      </Trans>
    ),
    noKey: (
      <Trans>
        This kiosk has not received the conference's key for QR codes. Connect it to the network and let it
        sync; meanwhile find the person by ID number or name.
      </Trans>
    ),
  }[reason];
  return (
    <Message tone={reason === "noKey" ? "warning" : "danger"} testId="search-message" kind={`qr-${reason}`}>
      <strong>{title}</strong>
      <span>{advice}</span>
    </Message>
  );
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
