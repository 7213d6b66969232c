import { pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "#renderer/app/format";
import type { Revocation } from "#renderer/db/db";
import { LanguageToggle } from "./LanguageToggle";

/**
 * Full screen, in place of everything else, once the server said DEVICE_REVOKED: the kiosk holds no data
 * and no token any more, and syncs never again. Only a new pairing code brings it back.
 */
export function RevokedScreen({
  revocation,
  onEnrolAgain,
}: {
  revocation: Revocation;
  onEnrolAgain: () => void;
}) {
  // From the active catalog, so a language switch re-renders the title and the date too.
  const { i18n } = useLingui();
  const locale = i18n.locale === "en" ? "en" : "zh";
  const conference = pickText(revocation.conferenceTitle, locale);
  const device = revocation.deviceName;
  const noticed = formatDateTime(revocation.noticedAt, locale);
  return (
    <div className="revoked-page" data-testid="revoked-screen">
      <section className="revoked-card" role="alert">
        <h1>
          <Trans>This kiosk was revoked by the conference office</Trans>
        </h1>
        <p className="lead">
          <Trans>
            The kiosk “{device}” of {conference} may no longer check people in. It stopped syncing and its
            registrations have been removed from this machine ({noticed}).
          </Trans>
        </p>
        <p>
          <Trans>
            If this is a mistake, ask an administrator for a new pairing code and enrol the kiosk again.
          </Trans>
        </p>
        <div className="revoked-actions">
          <LanguageToggle />
          <button
            type="button"
            className="button button-primary button-large"
            data-testid="enrol-again"
            onClick={onEnrolAgain}
          >
            <Trans>Enrol with a new code</Trans>
          </button>
        </div>
      </section>
    </div>
  );
}
