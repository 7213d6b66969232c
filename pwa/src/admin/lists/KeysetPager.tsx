import { Trans } from "@lingui/react/macro";
import { Button } from "antd";

/** A keyset list's pager: back to the newest rows, on to those after the page's last. */
export function KeysetPager({
  after,
  next,
  onFirst,
  onNext,
  testIdPrefix,
}: {
  after: number | undefined;
  next: number | null;
  onFirst: () => void;
  onNext: (after: number) => void;
  testIdPrefix: string;
}) {
  return (
    <div className="adm-keyset-pager">
      {after !== undefined && (
        <Button onClick={onFirst} data-testid={`${testIdPrefix}-first`}>
          <Trans>Newest</Trans>
        </Button>
      )}
      {next !== null && (
        <Button type="primary" onClick={() => onNext(next)} data-testid={`${testIdPrefix}-next`}>
          <Trans>Older</Trans>
        </Button>
      )}
    </div>
  );
}
