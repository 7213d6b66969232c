import { Trans } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { CheckinScreen } from "#renderer/checkin/CheckinScreen";
import { getEnrolment } from "#renderer/db/instance";
import { type EnrolNotice, EnrolScreen } from "#renderer/enrol/EnrolScreen";
import { useLiveQuery } from "#renderer/hooks/use-live-query";

/** Enrolment decides the screen: none → enrol; one → check-in (its sync bound to that enrolment's token). */
export function App() {
  const enrolment = useLiveQuery(getEnrolment);
  const [notice, setNotice] = useState<EnrolNotice | null>(null);
  const onLeft = useCallback((reason: EnrolNotice) => setNotice(reason), []);

  if (!enrolment.loaded) {
    return (
      <div className="splash" data-testid="loading">
        <Trans>Loading…</Trans>
      </div>
    );
  }
  if (!enrolment.value) return <EnrolScreen notice={notice} onEnrolled={() => setNotice(null)} />;
  return <CheckinScreen key={enrolment.value.token} enrolment={enrolment.value} onLeft={onLeft} />;
}
