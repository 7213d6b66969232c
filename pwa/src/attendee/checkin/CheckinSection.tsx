import { type RegistrationDetail, receiptPayStatuses } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import "./checkin.css";

/**
 * registerDetail's check-in card (spec 000 §2, DOMAIN.md §8): the registration's signed QR code that the
 * kiosk scans, drawn here from the detail itself, so it shows offline too (the detail is cached); the
 * printable check-in card, and the payment receipt once something was paid. The code and the card are
 * offered only to a registration that may check in: to anyone else they would promise a quick entry
 * the desk cannot give.
 */
export function CheckinSection({ registration: r }: { registration: RegistrationDetail }) {
  const { t } = useLingui();
  const eligible = r.standing.checkIn.eligible;
  const paid = r.payLines.some((line) => receiptPayStatuses.includes(line.payStatus));
  if (!eligible && !paid) return null;
  return (
    <section className="att-card att-checkin" data-testid="detail-checkin">
      <h2 className="att-card-title">
        <Trans>Check-in</Trans>
      </h2>
      {eligible ? (
        <figure className="att-checkin-code">
          <QRCodeSVG
            value={r.checkinQr}
            size={150}
            level="M"
            marginSize={2}
            title={t`Check-in QR code`}
            data-testid="detail-checkin-qr"
            data-payload={r.checkinQr}
          />
          <figcaption className="att-muted">
            <Trans>Show this code at the check-in desk, or print the check-in card.</Trans>
          </figcaption>
        </figure>
      ) : (
        <p className="att-muted" data-testid="detail-checkin-later">
          <Trans>The check-in code appears here once the registration may check in.</Trans>
        </p>
      )}
      <div className="att-checkin-links">
        {eligible && (
          <a
            className="att-checkin-link"
            href={`/api/registrations/${r.id}/checkin-card`}
            target="_blank"
            rel="noopener"
            data-testid="detail-checkin-card"
          >
            <Trans>Check-in card</Trans>
          </a>
        )}
        {paid && (
          <a
            className="att-checkin-link"
            href={`/api/registrations/${r.id}/receipt`}
            target="_blank"
            rel="noopener"
            data-testid="detail-receipt"
          >
            <Trans>Payment receipt</Trans>
          </a>
        )}
      </div>
    </section>
  );
}
