import type { Locale } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { owedNowOf } from "#renderer/api/payload";
import { formatAmount, formatClock } from "#renderer/app/format";
import { refusalText } from "#renderer/app/messages";
import type { AttentionItem } from "#renderer/db/db";
import { currentLocale } from "#renderer/i18n";

type Props = {
  items: AttentionItem[];
  timezone: string;
  onDismiss: (clientId: string) => void;
  onClose: () => void;
};

/**
 * What the server refused to record (a check-in of someone no longer eligible, a payment it could not
 * apply, an event dated by a wrong clock): kept until staff have dealt with it at the registration desk and
 * dismiss it. A payment refused for its amount says what is owed now.
 */
export function AttentionDialog({ items, timezone, onDismiss, onClose }: Props) {
  const { i18n } = useLingui();
  const locale = currentLocale();
  const kinds = {
    checkin: <Trans>Check-in</Trans>,
    print: <Trans>Badge print</Trans>,
    onsitePayment: <Trans>Onsite payment</Trans>,
  };
  return (
    <div className="overlay" role="presentation">
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="attention-title"
        data-testid="attention"
      >
        <header className="dialog-head">
          <h2 id="attention-title">
            <Trans>Not recorded by the server</Trans>
          </h2>
          <button type="button" className="button" data-testid="close-attention" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </header>
        <p>
          <Trans>
            The server refused these. Send the people concerned to the registration desk, then dismiss each
            line.
          </Trans>
        </p>
        {items.length === 0 ? (
          <p className="notice">
            <Trans>Nothing left to look at.</Trans>
          </p>
        ) : (
          <ul className="attention-list">
            {items.map((item) => (
              <li key={item.clientId} data-testid="attention-item">
                <div>
                  <strong>{item.name || `#${item.registrationId}`}</strong>
                  <span>
                    {kinds[item.kind]} · {formatClock(item.at, locale, timezone)}
                  </span>
                  <span className="attention-reason">{refusalText(i18n, item.reason)}</span>
                  <OwedNow details={item.details} locale={locale} />
                </div>
                <button type="button" className="button" onClick={() => onDismiss(item.clientId)}>
                  <Trans>Dismiss</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function OwedNow({ details, locale }: { details: AttentionItem["details"]; locale: Locale }) {
  const owedNow = owedNowOf(details);
  if (!owedNow) return null;
  const amount = formatAmount(owedNow.owed, owedNow.currency, locale);
  return (
    <span className="attention-owed" data-testid="attention-owed">
      <Trans>Owed now: {amount}</Trans>
    </span>
  );
}
