import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { KioskRow } from "#renderer/api/payload";
import { formatAmount } from "#renderer/app/format";
import { currentLocale } from "#renderer/i18n";

type Props = {
  registration: KioskRow;
  /** Recorded here and not yet applied by the server, in cents. */
  pending: number;
  /** Records the payment of what the person owes (cents of the registration's currency). */
  onRecord: (cents: number) => Promise<void>;
};

/**
 * Money taken at the desk (conferences with onsite payment): what the person owes, as last synced, and
 * nothing else, since the server takes only that amount (DOMAIN.md §9). The operator collects it, confirms,
 * and it is queued like a check-in; until the server applied it, it shows as waiting. Should the amount
 * owed have changed meanwhile, the server refuses it and the attention list says what is owed now.
 */
export function OnsitePayment({ registration: r, pending, onRecord }: Props) {
  const locale = currentLocale();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLElement>(null);
  // The form opens at the foot of the card, which may be scrolled: it comes into view with its buttons.
  useEffect(() => {
    if (open) form.current?.scrollIntoView({ block: "nearest" });
  }, [open]);

  if (pending > 0) {
    const paid = formatAmount(pending, r.currency, locale);
    return (
      <p className="payment-note" role="status" data-testid="payment-waiting">
        <Trans>Payment of {paid} recorded on this kiosk, waiting to be sent.</Trans>
      </p>
    );
  }
  if (r.owed <= 0) return null;
  if (!open) {
    return (
      <div className="payment-row">
        <button type="button" className="button" data-testid="payment-open" onClick={() => setOpen(true)}>
          <Trans>Record onsite payment</Trans>
        </button>
      </div>
    );
  }
  const owed = formatAmount(r.owed, r.currency, locale);
  const name = r.name;
  return (
    <section ref={form} className="payment-form" data-testid="payment-form" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Trans>Onsite payment</Trans>
      </h3>
      <p className="payment-owed" data-testid="payment-owed" data-cents={r.owed}>
        <Trans>
          Collect <strong>{owed}</strong> from {name}: what the registration owes, no more, no less.
        </Trans>
      </p>
      <div className="payment-fields">
        <button type="button" className="button" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="button button-primary"
          data-testid="payment-confirm"
          disabled={saving}
          onClick={() => {
            setSaving(true);
            void onRecord(r.owed).finally(() => {
              setSaving(false);
              setOpen(false);
            });
          }}
        >
          <Trans>{owed} received</Trans>
        </button>
      </div>
    </section>
  );
}
