import { Trans } from "@lingui/react/macro";
import { Tag } from "antd-mobile";
import "./papers.css";

/** A paper's standing in the paper system: final version or not, registered (by anyone) or not. */
export function PaperBadges({
  isFinal,
  isRegistered,
  testId,
}: {
  isFinal: boolean;
  isRegistered: boolean;
  testId: string;
}) {
  return (
    <span className="att-paper-badges" data-testid={testId}>
      <Tag
        color={isFinal ? "success" : "warning"}
        fill="outline"
        round
        data-testid={`${testId}-final`}
        data-final={isFinal}
      >
        {isFinal ? <Trans>Final</Trans> : <Trans>Not final</Trans>}
      </Tag>
      {isRegistered && (
        <Tag color="primary" fill="outline" round data-testid={`${testId}-registered`}>
          <Trans>Registered</Trans>
        </Tag>
      )}
    </span>
  );
}
