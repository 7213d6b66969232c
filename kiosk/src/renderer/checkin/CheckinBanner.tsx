import { pickText } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { formatClock } from "#renderer/app/format";
import { currentLocale } from "#renderer/i18n";
import type { PointCheckin } from "./checkin-state";

/** none: not checked in at this point; just: checked in by this scan; repeat: checked in before it. */
export type CheckinShown = "none" | "just" | "repeat";

export function checkinShown(checkin: PointCheckin | null, admittedNow: string | null): CheckinShown {
  if (!checkin) return "none";
  return admittedNow !== null && checkin.clientId === admittedNow ? "just" : "repeat";
}

/**
 * The check-in at this point, large: "checked in here at 09:12" right after the desk did it, or, for a
 * person already checked in, a warning that says when, by which kiosk (or the back office) and where.
 */
export function CheckinBanner(props: {
  checkin: PointCheckin | null;
  shown: CheckinShown;
  timezone: string;
}) {
  const { checkin, shown } = props;
  if (!checkin || shown === "none") return null;
  const locale = currentLocale();
  const time = formatClock(checkin.at, locale, props.timezone);
  const device = checkin.deviceName;
  const point = checkin.pointName ? pickText(checkin.pointName, locale) : null;
  const waiting = checkin.waiting && (
    <span className="checkin-waiting" data-testid="checkin-waiting">
      <Trans>Recorded on this kiosk, waiting to be sent.</Trans>
    </span>
  );
  if (shown === "just") {
    return (
      <div className="checkin-banner is-done" role="status" data-testid="checkin-done">
        <strong className="checkin-headline">
          <Trans>Checked in here at {time}</Trans>
        </strong>
        {waiting}
      </div>
    );
  }
  return (
    <div className="checkin-banner is-repeat" role="alert" data-testid="checkin-repeat">
      <strong className="checkin-headline">
        <Trans>Already checked in at {time}</Trans>
      </strong>
      <span data-testid="checkin-repeat-by">
        {device === null ? (
          point ? (
            <Trans>In the back office, at {point}.</Trans>
          ) : (
            <Trans>In the back office.</Trans>
          )
        ) : point ? (
          <Trans>
            By the kiosk “{device}”, at {point}.
          </Trans>
        ) : (
          <Trans>By the kiosk “{device}”.</Trans>
        )}
      </span>
      {waiting}
    </div>
  );
}
