import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { KioskRow } from "#renderer/api/payload";
import { formatAmount } from "#renderer/app/format";
import { currentLocale } from "#renderer/i18n";

/** "120", "120.5" or "120.50" (yuan or dollars) in cents; null when it is not such an amount or is zero. */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 ? cents : null;
}

const centsText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

type Props = {
  registration: KioskRow;
  /** Recorded here and not yet applied by the server, in cents. */
  pending: number;
  onRecord: (cents: number) => Promise<void>;
  /** The amount field needs the keyboard: the search box lets go of the focus meanwhile. */
  onEditing: (editing: boolean) => void;
};

/**
 * Money taken at the desk (conferences with onsite payment, DOMAIN.md §8): the operator types what was
 * received, confirms, and it is queued like a check-in; until the server applied it, it shows as waiting.
 */
export function OnsitePayment({ registration: r, pending, onRecord, onEditing }: Props) {
  const { t } = useLingui();
  const locale = currentLocale();
  const inputId = useId();
  const [step, setStep] = useState<"closed" | "amount" | "confirm">("closed");
  const [amount, setAmount] = useState("");
  const [saving, setSaving] = useState(false);
  const cents = parseAmount(amount);

  const go = (next: typeof step) => {
    setStep(next);
    onEditing(next !== "closed");
  };

  if (pending > 0) {
    const paid = formatAmount(pending, r.currency, locale);
    return (
      <p className="payment-note" role="status" data-testid="payment-waiting">
        <Trans>Payment of {paid} recorded on this kiosk, waiting to be sent.</Trans>
      </p>
    );
  }
  if (r.owed <= 0) return null;
  if (step === "closed") {
    return (
      <div className="payment-row">
        <button
          type="button"
          className="button"
          data-testid="payment-open"
          onClick={() => {
            setAmount(centsText(r.owed));
            go("amount");
          }}
        >
          <Trans>Record onsite payment</Trans>
        </button>
      </div>
    );
  }
  const received = cents === null ? "" : formatAmount(cents, r.currency, locale);
  const name = r.name;
  return (
    <section className="payment-form" data-testid="payment-form" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>
        <Trans>Onsite payment</Trans>
      </h3>
      {step === "amount" ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (cents !== null) go("confirm");
          }}
        >
          <label htmlFor={inputId}>
            <Trans>Amount received</Trans>
          </label>
          <div className="payment-fields">
            <input
              id={inputId}
              className="text-input"
              data-testid="payment-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={amount !== "" && cents === null}
              // biome-ignore lint/a11y/noAutofocus: the operator types the amount right after opening the form.
              autoFocus
            />
            <button type="button" className="button" onClick={() => go("closed")}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="submit"
              className="button button-primary"
              data-testid="payment-next"
              disabled={cents === null}
            >
              <Trans>Next</Trans>
            </button>
          </div>
          {amount !== "" && cents === null && (
            <p className="field-error">{t`Enter an amount such as 800 or 800.50.`}</p>
          )}
        </form>
      ) : (
        <div className="payment-confirm">
          <p>
            <Trans>
              Record {received} received from {name}? The payment is confirmed as an onsite payment.
            </Trans>
          </p>
          <div className="payment-fields">
            <button type="button" className="button" onClick={() => go("amount")}>
              <Trans>Back</Trans>
            </button>
            <button
              type="button"
              className="button button-primary"
              data-testid="payment-confirm"
              disabled={saving || cents === null}
              onClick={() => {
                if (cents === null) return;
                setSaving(true);
                void onRecord(cents).finally(() => {
                  setSaving(false);
                  go("closed");
                });
              }}
            >
              <Trans>Confirm payment</Trans>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
