import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { formatRecent } from "#renderer/app/format";
import type { StoredEnrolment } from "#renderer/db/db";
import { db } from "#renderer/db/instance";
import { currentLocale } from "#renderer/i18n";
import { type PinAttempt, pinLockedUntil, tryPin } from "#renderer/pin/pin-lock";

type Props = { enrolment: StoredEnrolment; onUnlocked: () => void; onClose: () => void };
type Status = { kind: "idle" } | { kind: "checking" } | Exclude<PinAttempt, { kind: "unlocked" }>;

const digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
/** One dot per typed digit (at least four), up to the longest PIN. */
const dotSlots = [0, 1, 2, 3, 4, 5, 6, 7];

/** The settings open only after the PIN the administrator chose at pairing; checked offline. */
export function PinDialog({ enrolment, onUnlocked, onClose }: Props) {
  const { t } = useLingui();
  const [pin, setPin] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void pinLockedUntil(db).then((until) => until && setStatus({ kind: "locked", until }));
  }, []);
  // A lock ends by itself: the dialog lets the next try in without being reopened.
  useEffect(() => {
    if (status.kind !== "locked") return;
    const timer = setTimeout(() => setStatus({ kind: "idle" }), status.until.getTime() - Date.now());
    return () => clearTimeout(timer);
  }, [status]);

  const locked = status.kind === "locked";
  const busy = status.kind === "checking" || locked;
  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy]);
  const type = (next: string) => {
    if (busy) return;
    setPin(next.replace(/\D/g, "").slice(0, 8));
    if (status.kind === "wrong") setStatus({ kind: "idle" });
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || pin.length < 4) return;
    setStatus({ kind: "checking" });
    const attempt = await tryPin(db, enrolment.pin, pin);
    setPin("");
    if (attempt.kind === "unlocked") onUnlocked();
    else setStatus(attempt);
  };

  const until = locked ? formatRecent(status.until.toISOString(), currentLocale()) : "";
  const triesLeft = status.kind === "wrong" ? status.triesLeft : 0;
  return (
    <div className="overlay" role="presentation">
      <form
        className="dialog pin-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="pin-title"
        data-testid="pin-dialog"
        onSubmit={(event) => void submit(event)}
      >
        <header className="dialog-head">
          <h2 id="pin-title">
            <Trans>Settings PIN</Trans>
          </h2>
          <button type="button" className="button" data-testid="pin-cancel" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </header>
        <p>
          <Trans>Enter the PIN the administrator chose when pairing this kiosk.</Trans>
        </p>
        <input
          ref={inputRef}
          className="search-input"
          data-testid="pin-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t`PIN`}
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this one input.
          autoFocus
          value={pin}
          onChange={(e) => type(e.target.value)}
          disabled={busy}
        />
        <div className="pin-dots" aria-hidden="true">
          {dotSlots.slice(0, Math.max(4, pin.length)).map((slot) => (
            <span key={slot} className={slot < pin.length ? "pin-dot is-filled" : "pin-dot"} />
          ))}
        </div>
        <p className="pin-status" role="status" data-testid="pin-status" data-kind={status.kind}>
          {status.kind === "checking" && <Trans>Checking…</Trans>}
          {status.kind === "wrong" && <Trans>Wrong PIN. {triesLeft} tries left before a lock.</Trans>}
          {locked && <Trans>Too many wrong PINs. Locked until {until}.</Trans>}
        </p>
        <div className="pin-pad">
          {digits.map((digit) => (
            <PadKey key={digit} label={digit} onPress={() => type(pin + digit)} disabled={busy} />
          ))}
          <PadKey
            label="⌫"
            ariaLabel={t`Delete the last digit`}
            onPress={() => type(pin.slice(0, -1))}
            disabled={busy}
          />
          <PadKey label="0" onPress={() => type(`${pin}0`)} disabled={busy} />
          <button
            type="submit"
            className="key key-primary"
            data-testid="pin-submit"
            disabled={busy || pin.length < 4}
          >
            <Trans>OK</Trans>
          </button>
        </div>
      </form>
    </div>
  );
}

function PadKey(props: { label: string; ariaLabel?: string; onPress: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      className="key"
      aria-label={props.ariaLabel}
      onClick={props.onPress}
      disabled={props.disabled}
    >
      {props.label}
    </button>
  );
}
