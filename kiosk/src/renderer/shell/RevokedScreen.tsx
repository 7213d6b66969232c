import { pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { browserFetch } from "#renderer/api/client";
import { formatDateTime } from "#renderer/app/format";
import type { Revocation } from "#renderer/db/db";
import { countQueued, db } from "#renderer/db/instance";
import { useLiveQuery } from "#renderer/hooks/use-live-query";
import { QueueSender } from "#renderer/queue/queue-sender";
import { forgetHandoverWhenSent, handoverCredentials } from "#renderer/queue/revocation";
import { LanguageToggle } from "./LanguageToggle";

/**
 * A revoked kiosk still holding events: keeps handing them over (its token may post its queue, nothing
 * else) on the timer and when the network returns, and forgets the token once all are in.
 */
function useHandover(): number {
  const queued = useLiveQuery(countQueued);
  const [sender] = useState(
    () =>
      new QueueSender({
        db,
        fetch: browserFetch,
        credentials: () => handoverCredentials(db),
        onSent: (outcome) => {
          if (outcome.remaining === 0) void forgetHandoverWhenSent(db);
        },
        idleMs: 15_000,
      }),
  );
  useEffect(() => {
    sender.start();
    return () => void sender.stop();
  }, [sender]);
  return queued.loaded ? queued.value : 0;
}

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
  const waiting = useHandover();
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
        {waiting > 0 && (
          <p className="notice notice-danger" data-testid="revoked-waiting" data-count={waiting}>
            <Trans>
              {waiting} check-ins and other records made on this kiosk are waiting to be sent. Keep it
              connected to the network until they are; they are sent by themselves.
            </Trans>
          </p>
        )}
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
