import { Trans } from "@lingui/react/macro";
import { Button, DotLoading } from "antd-mobile";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { errorText } from "#api/errors";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";

// Its illustrations outweigh the rest of these states: loaded when an error or an empty page is shown.
const ErrorBlock = lazy(() => import("./on-demand").then((module) => ({ default: module.ErrorBlock })));

/** Centered loading dots with a word, for whole-page loads. */
export function PageLoading() {
  return (
    <div className="att-state" data-testid="page-loading">
      <DotLoading color="primary" />
      <span className="att-state-text">
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}

/** A failed load: what went wrong, and a retry button. */
export function PageError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const sessionExpired = useSessionExpiry();
  useEffect(() => {
    sessionExpired(error);
  }, [error, sessionExpired]);
  return (
    <div className="att-state" data-testid="page-error">
      <Suspense>
        <ErrorBlock
          status="default"
          title={<Trans>Something went wrong</Trans>}
          description={errorText(error)}
          fullPage={false}
        >
          {onRetry && (
            <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </ErrorBlock>
      </Suspense>
    </div>
  );
}

/** An empty list or a page with nothing to show, with an optional action. */
export function PageEmpty({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="att-state" data-testid="page-empty">
      <Suspense>
        <ErrorBlock status="empty" title={title} description={description} fullPage={false}>
          {children}
        </ErrorBlock>
      </Suspense>
    </div>
  );
}
