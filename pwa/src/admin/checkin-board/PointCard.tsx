import type { CheckinBoard } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Card, Empty, Progress } from "antd";
import { lazy, Suspense } from "react";
import { brandBlue } from "#admin/theme";
import { arrivalSeries } from "./arrival-series";
import { PointName } from "./PointName";

// recharts comes with this page only, and after the numbers.
const ArrivalChart = lazy(() => import("./ArrivalChart"));

type Props = { point: CheckinBoard["points"][number]; eligible: number; timeZone: string; now: number };

/** One check-in point on the board: who of those eligible checked in here, repeats, today's arrivals. */
export function PointCard({ point, eligible, timeZone, now }: Props) {
  const percent = eligible > 0 ? Math.min(100, Math.round((point.checkedIn / eligible) * 100)) : 0;
  const bars = arrivalSeries(point.arrivals, timeZone, now);
  const { checkedIn, repeats } = point;
  return (
    <Card
      className="adm-card adm-board-point"
      title={<PointName point={point} />}
      data-testid="board-point"
      data-point-id={point.id}
      data-main={point.isMain}
    >
      <div className="adm-board-figures">
        <div className="adm-board-checked">
          <span className="adm-board-count" data-testid="board-checked-in">
            {checkedIn}
          </span>
          <span className="adm-board-of">/ {eligible}</span>
          <div className="adm-board-caption">
            <Trans>checked in</Trans>
          </div>
        </div>
        <div className="adm-board-repeats">
          <span className="adm-board-repeat-count" data-testid="board-repeats">
            {repeats}
          </span>
          <div className="adm-board-caption">
            <Trans>repeat scans</Trans>
          </div>
        </div>
      </div>
      <Progress percent={percent} strokeColor={brandBlue} data-testid="board-progress" />
      <div className="adm-board-chart-title">
        <Trans>Arrivals today, per 15 minutes</Trans>
      </div>
      {bars.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          className="adm-board-no-arrivals"
          description={<Trans>No one has arrived here today yet.</Trans>}
        />
      ) : (
        <Suspense fallback={<div className="adm-board-chart" />}>
          <ArrivalChart bars={bars} testId="board-arrivals" />
        </Suspense>
      )}
    </Card>
  );
}
