import { BarChartOutlined } from "@ant-design/icons";
import { Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { BoardView } from "#admin/checkin-board/BoardView";
import { PointsTable } from "#admin/checkin-board/PointsTable";
import { ChooseConference } from "#admin/components/ChooseConference";
import { PageHead } from "#admin/components/PageHead";
import { useCan } from "#admin/permissions";
import { scopeOf } from "#admin/scope";
import "#admin/checkin-board/checkin-board.css";

const route = getRouteApi("/$conferenceId/manager/home/checkinBoard");

/**
 * The check-in board: checked in per point out of those who may check in, repeat scans and
 * today's arrivals, live; below it the conference's check-in points, which administrators edit.
 */
export function CheckinBoardPage() {
  const { conferenceId } = route.useParams();
  const canManage = useCan("conferences.manage");
  const scope = scopeOf(conferenceId);
  return (
    <div className="adm-page">
      <PageHead
        title={<Trans>Check-in board</Trans>}
        sub={<Trans>Who has arrived, at each check-in point, as it happens.</Trans>}
        titleTestId="checkin-board-title"
      />
      {scope === "all" ? (
        <ChooseConference
          page="checkinBoard"
          icon={<BarChartOutlined />}
          description={<Trans>The board shows one conference's check-in. Choose the conference first.</Trans>}
          testId="board-conference"
        />
      ) : (
        <div className="adm-board-page">
          <BoardView conferenceId={scope} />
          <PointsTable conferenceId={scope} canManage={canManage} />
        </div>
      )}
    </div>
  );
}
