import { Trans } from "@lingui/react/macro";
import { Alert, Button } from "antd";
import { errorText } from "#api/errors";

type Props = {
  error: unknown;
  /** Given: a Retry button beside the message. */
  onRetry?: () => void;
  className?: string;
};

/** A load that failed (a list, a detail): what went wrong, in words, and a Retry where the caller offers one. */
export function LoadError({ error, onRetry, className }: Props) {
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      title={errorText(error)}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )
      }
    />
  );
}
