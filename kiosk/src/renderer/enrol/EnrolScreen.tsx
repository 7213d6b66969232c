import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { browserFetch, normaliseServerUrl } from "#renderer/api/client";
import { enrolErrorText } from "#renderer/app/messages";
import { db } from "#renderer/db/instance";
import { LanguageToggle } from "#renderer/shell/LanguageToggle";
import { enrolKiosk } from "./enrol";
import { TextField } from "./TextField";

export type EnrolNotice = "unenrolled";

/** In a browser the kiosk page comes from the server itself; in Electron staff type the address. */
const defaultServerUrl = () => (/^https?:$/.test(location.protocol) ? location.origin : "");
const deviceNameKey = "confreg.kiosk.deviceName";

export function EnrolScreen({ notice, onEnrolled }: { notice: EnrolNotice | null; onEnrolled: () => void }) {
  const { t, i18n } = useLingui();
  const [serverUrl, setServerUrl] = useState(defaultServerUrl);
  const [deviceName, setDeviceName] = useState(() => localStorage.getItem(deviceNameKey) ?? "");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const server = normaliseServerUrl(serverUrl);
    if (!server) return setError(t`Enter the server address, for example https://reg.example.org.`);
    if (!deviceName.trim()) return setError(t`Give this kiosk a name, for example "Hall A, desk 1".`);
    if (code.trim().length < 4) return setError(t`Enter the pairing code shown in the back office.`);
    setBusy(true);
    setError(null);
    try {
      await enrolKiosk(db, browserFetch, { serverUrl: server, deviceName, code });
      localStorage.setItem(deviceNameKey, deviceName.trim());
      onEnrolled();
    } catch (failure) {
      setError(enrolErrorText(i18n, failure));
      setBusy(false);
    }
  }

  return (
    <div className="enrol-page">
      <header className="enrol-top">
        <span className="brand">
          <Trans>Check-in kiosk</Trans>
        </span>
        <LanguageToggle />
      </header>
      <form className="enrol-card" onSubmit={submit} noValidate>
        <h1>
          <Trans>Enrol this kiosk</Trans>
        </h1>
        <p className="lead">
          <Trans>
            An administrator issues a pairing code in the back office (conference → kiosks). It is valid for a
            few minutes and works once.
          </Trans>
        </p>
        {notice === "unenrolled" && (
          <div className="notice" role="status" data-testid="unenrolled-message">
            <Trans>This kiosk was un-enrolled and its local data removed.</Trans>
          </div>
        )}
        <TextField
          label={<Trans>Server address</Trans>}
          data-testid="enrol-server-url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://reg.example.org"
          value={serverUrl}
          onChange={setServerUrl}
        />
        <TextField
          label={<Trans>Kiosk name</Trans>}
          data-testid="enrol-device-name"
          maxLength={60}
          placeholder={t`Hall A, desk 1`}
          value={deviceName}
          onChange={setDeviceName}
        />
        <TextField
          label={<Trans>Pairing code</Trans>}
          className="code-input"
          data-testid="enrol-code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={code}
          onChange={setCode}
        />
        {error && (
          <div className="notice notice-danger" role="alert" data-testid="enrol-error">
            {error}
          </div>
        )}
        <button
          type="submit"
          className="button button-primary button-large"
          data-testid="enrol-submit"
          disabled={busy}
        >
          {busy ? <Trans>Enrolling…</Trans> : <Trans>Enrol</Trans>}
        </button>
      </form>
    </div>
  );
}
