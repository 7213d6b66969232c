import { Trans } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { CheckinScreen } from "#renderer/checkin/CheckinScreen";
import { db, getEnrolment, getRevocation } from "#renderer/db/instance";
import { type EnrolNotice, EnrolScreen } from "#renderer/enrol/EnrolScreen";
import { useLiveQuery } from "#renderer/hooks/use-live-query";
import { RevokedScreen } from "#renderer/shell/RevokedScreen";

/**
 * Enrolment decides the screen: one → check-in (its sync bound to that enrolment's token); none after
 * the server revoked this kiosk → the revoked notice until staff choose to enrol again; else → enrol.
 */
export function App() {
  const enrolment = useLiveQuery(getEnrolment);
  const revocation = useLiveQuery(getRevocation);
  const [notice, setNotice] = useState<EnrolNotice | null>(null);
  const onLeft = useCallback((reason: EnrolNotice) => setNotice(reason), []);

  if (!enrolment.loaded || !revocation.loaded) {
    return (
      <div className="splash" data-testid="loading">
        <Trans>Loading…</Trans>
      </div>
    );
  }
  if (enrolment.value)
    return <CheckinScreen key={enrolment.value.token} enrolment={enrolment.value} onLeft={onLeft} />;
  if (revocation.value)
    return <RevokedScreen revocation={revocation.value} onEnrolAgain={() => void db.revocation.clear()} />;
  return <EnrolScreen notice={notice} onEnrolled={() => setNotice(null)} />;
}
