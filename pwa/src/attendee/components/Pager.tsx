import { Trans } from "@lingui/react/macro";
import { Button } from "antd-mobile";

/** Previous / page x of y / next. */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="att-pager" data-testid="pager">
      <Button
        size="small"
        shape="rounded"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        data-testid="pager-prev"
      >
        <Trans>Previous</Trans>
      </Button>
      <span className="att-pager-text" data-testid="pager-text">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </span>
      <Button
        size="small"
        shape="rounded"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        data-testid="pager-next"
      >
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
