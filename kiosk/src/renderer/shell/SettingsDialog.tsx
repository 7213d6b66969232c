import { pickText } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import type { PrinterSummary } from "#common/bridge";
import { formatDateTime } from "#renderer/app/format";
import type { DeskSettings, StoredEnrolment } from "#renderer/db/db";
import { bridge } from "#renderer/host";
import { currentLocale } from "#renderer/i18n";
import { LanguageToggle } from "./LanguageToggle";
import { ScannerChoice } from "./ScannerChoice";

type Props = {
  enrolment: StoredEnrolment;
  desk: DeskSettings;
  onDesk: (next: DeskSettings) => void;
  /** Events not yet sent: un-enrolling sends them first. */
  queued: number;
  onClose: () => void;
  onUnenrol: () => void;
};

export function SettingsDialog({ enrolment, desk, onDesk, queued, onClose, onUnenrol }: Props) {
  const [confirming, setConfirming] = useState(false);
  const locale = currentLocale();
  return (
    <div className="overlay" role="presentation">
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="settings-title"
        data-testid="settings"
      >
        <header className="dialog-head">
          <h2 id="settings-title">
            <Trans>Settings</Trans>
          </h2>
          <button type="button" className="button" data-testid="close-settings" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </header>
        <DeskSection desk={desk} onDesk={onDesk} />
        <section className="dialog-section">
          <h3>
            <Trans>Language</Trans>
          </h3>
          <LanguageToggle />
        </section>
        <section className="dialog-section">
          <h3>
            <Trans>Badge printer</Trans>
          </h3>
          {bridge ? (
            <PrinterChoice />
          ) : (
            <p>
              <Trans>In a browser, badges print through the browser's print dialog.</Trans>
            </p>
          )}
        </section>
        {bridge && (
          <section className="dialog-section">
            <h3>
              <Trans>Scanner</Trans>
            </h3>
            <ScannerChoice />
          </section>
        )}
        <section className="dialog-section">
          <h3>
            <Trans>Enrolment</Trans>
          </h3>
          <dl className="facts">
            <dt>
              <Trans>Conference</Trans>
            </dt>
            <dd>{pickText(enrolment.conference.title, locale)}</dd>
            <dt>
              <Trans>Kiosk</Trans>
            </dt>
            <dd>
              {enrolment.deviceName} (#{enrolment.deviceId})
            </dd>
            <dt>
              <Trans>Server</Trans>
            </dt>
            <dd className="mono">{enrolment.serverUrl}</dd>
            <dt>
              <Trans>Enrolled</Trans>
            </dt>
            <dd>{formatDateTime(enrolment.enrolledAt, locale)}</dd>
            {enrolment.point && (
              <>
                <dt>
                  <Trans>Check-in point</Trans>
                </dt>
                <dd data-testid="settings-point">{pickText(enrolment.point.name, locale)}</dd>
              </>
            )}
          </dl>
          {confirming ? (
            <div className="confirm">
              <p>
                <Trans>
                  Un-enrolling removes every registration from this kiosk. It cannot check anyone in until it
                  is enrolled again with a new pairing code.
                </Trans>
              </p>
              {queued > 0 && (
                <p className="notice" data-testid="unenrol-queued">
                  <Trans>
                    {queued} events recorded here are sent to the server first; without the network the kiosk
                    stays enrolled.
                  </Trans>
                </p>
              )}
              <div className="button-row">
                <button type="button" className="button" onClick={() => setConfirming(false)}>
                  <Trans>Cancel</Trans>
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  data-testid="unenrol-confirm"
                  onClick={onUnenrol}
                >
                  <Trans>Un-enrol and remove local data</Trans>
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="button button-danger"
              data-testid="unenrol"
              onClick={() => setConfirming(true)}
            >
              <Trans>Un-enrol this kiosk</Trans>
            </button>
          )}
        </section>
      </div>
    </div>
  );
}

/** Who is at the desk (sent with each check-in and payment) and how the desk works. */
function DeskSection({ desk, onDesk }: { desk: DeskSettings; onDesk: (next: DeskSettings) => void }) {
  const id = useId();
  // Shown as changed at once; saved to the kiosk's database on each change (the operator on leaving the field).
  const [draft, setDraft] = useState(desk);
  const change = (next: Partial<DeskSettings>, save = true) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    if (save) onDesk({ ...updated, operator: updated.operator.trim() });
  };
  return (
    <section className="dialog-section">
      <h3>
        <Trans>At the desk</Trans>
      </h3>
      <label className="field" htmlFor={id}>
        <span>
          <Trans>Operator name (recorded with each check-in)</Trans>
        </span>
        <input
          id={id}
          data-testid="settings-operator"
          value={draft.operator}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => change({ operator: event.target.value }, false)}
          onBlur={() => change({})}
        />
      </label>
      <label className="switch">
        <input
          type="checkbox"
          data-testid="settings-auto-checkin"
          checked={draft.autoCheckIn}
          onChange={(event) => change({ autoCheckIn: event.target.checked })}
        />
        <span>
          <Trans>Check eligible people in as soon as a scan finds them</Trans>
        </span>
      </label>
      <label className="switch">
        <input
          type="checkbox"
          data-testid="settings-print-on-checkin"
          checked={draft.printOnCheckIn}
          onChange={(event) => change({ printOnCheckIn: event.target.checked })}
        />
        <span>
          <Trans>Print the badge on check-in</Trans>
        </span>
      </label>
    </section>
  );
}

/** Electron only: the installed printers, and the one badges go to. */
function PrinterChoice() {
  const [printers, setPrinters] = useState<PrinterSummary[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!bridge) return;
    Promise.all([bridge.listPrinters(), bridge.getPrinter()])
      .then(([list, current]) => {
        setPrinters(list);
        setChosen(current);
      })
      .catch(() => setFailed(true));
  }, []);

  const choose = (name: string | null) => {
    if (!bridge) return;
    setChosen(name);
    bridge.setPrinter(name).catch(() => setFailed(true));
  };

  if (failed) {
    return (
      <p className="notice notice-danger">
        <Trans>The printers could not be read.</Trans>
      </p>
    );
  }
  if (!printers) {
    return (
      <p>
        <Trans>Looking for printers…</Trans>
      </p>
    );
  }
  if (printers.length === 0) {
    return (
      <p className="notice">
        <Trans>No printer is installed on this computer.</Trans>
      </p>
    );
  }
  return (
    <fieldset className="printer-list" data-testid="printer-list">
      {printers.map((printer) => (
        <label key={printer.name} className={chosen === printer.name ? "choice is-chosen" : "choice"}>
          <input
            type="radio"
            name="badge-printer"
            value={printer.name}
            checked={chosen === printer.name}
            onChange={() => choose(printer.name)}
          />
          <span className="choice-text">
            <strong>{printer.displayName || printer.name}</strong>
            {printer.description && <span>{printer.description}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
