import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Card, Skeleton, Statistic } from "antd";
import { LoadError } from "#admin/components/LoadError";
import { RefreshButton } from "#admin/components/RefreshButton";
import { checkinBoardQuery } from "#admin/queries/checkin-board";
import { clockIn } from "./arrival-series";
import { PointCard } from "./PointCard";

/**
 * The live board of one conference, refetched every few seconds while the tab is visible: those who may
 * check in, then a card per check-in point. Times are on the conference's clock.
 */
export function BoardView({ conferenceId }: { conferenceId: number }) {
  const board = useQuery(checkinBoardQuery(conferenceId));
  if (board.isError && !board.data)
    return <LoadError error={board.error} onRetry={() => void board.refetch()} />;
  if (!board.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { eligible, points, date, timezone } = board.data;
  const updated = clockIn(board.dataUpdatedAt, timezone, true);
  return (
    <section className="adm-board" data-testid="checkin-board">
      <Card className="adm-card adm-board-summary">
        <Statistic
          title={<Trans>Eligible to check in</Trans>}
          value={eligible}
          valueRender={(node) => <span data-testid="board-eligible">{node}</span>}
        />
        <div className="adm-board-when">
          <div>
            <Trans>
              Today, {date} ({timezone})
            </Trans>
          </div>
          <div className="adm-sub" data-testid="board-updated">
            <Trans>Updated at {updated}, every 5 seconds</Trans>
          </div>
        </div>
        <RefreshButton list={board} />
      </Card>
      {board.isError && <LoadError error={board.error} className="adm-board-stale" />}
      <div className="adm-board-points">
        {points.map((point) => (
          <PointCard
            key={point.id}
            point={point}
            eligible={eligible}
            timeZone={timezone}
            now={board.dataUpdatedAt}
          />
        ))}
      </div>
    </section>
  );
}
