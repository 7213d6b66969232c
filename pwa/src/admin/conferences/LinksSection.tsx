import { BarChartOutlined, IdcardOutlined } from "@ant-design/icons";
import type { ConferenceEditorView } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Button, Card, Col, Row, Statistic } from "antd";
import { useCan } from "#admin/permissions";

/**
 * Check-in points and badge templates have their own editors (the check-in board, the badge designer):
 * the conference editor counts them and opens those pages in this conference's scope.
 */
export function LinksSection({ view }: { view: ConferenceEditorView }) {
  const conferenceId = String(view.conference.id);
  const canOpenBoard = useCan("checkin.read");
  const cards = [
    {
      key: "checkinBoard",
      icon: <BarChartOutlined />,
      title: <Trans>Check-in points</Trans>,
      count: view.checkinPoints,
      text: <Trans>Add, rename and delete the points where people check in (the main one stays).</Trans>,
      action: <Trans>Open the check-in board</Trans>,
      shown: canOpenBoard,
    },
    {
      key: "badgeDesigner",
      icon: <IdcardOutlined />,
      title: <Trans>Badge templates</Trans>,
      count: view.badgeTemplates,
      text: <Trans>Design the badges printed for this conference, per participant or print type.</Trans>,
      action: <Trans>Open the badge designer</Trans>,
      shown: true,
    },
  ] as const;
  return (
    <Row gutter={16}>
      {cards
        .filter((card) => card.shown)
        .map((card) => (
          <Col span={12} key={card.key}>
            <Card size="small" className="adm-card" title={card.title}>
              <Statistic value={card.count} prefix={card.icon} />
              <p className="adm-sub cfe-note">{card.text}</p>
              <Link
                to={`/$conferenceId/manager/home/${card.key}`}
                params={{ conferenceId }}
                data-testid={`link-${card.key}`}
              >
                <Button>{card.action}</Button>
              </Link>
            </Card>
          </Col>
        ))}
    </Row>
  );
}
