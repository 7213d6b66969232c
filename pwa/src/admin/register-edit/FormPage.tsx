import { Card, Skeleton } from "antd";
import type { ReactNode } from "react";
import { LoadError } from "#admin/components/LoadError";

type Props = {
  head: ReactNode;
  /** What failed to load (with Retry), or null. */
  error: unknown;
  onRetry: () => void;
  /** Everything the form needs is in; until then a skeleton. */
  ready: boolean;
  children: () => ReactNode;
};

/** A page around the registration form: its heading, then the form once loaded, or why it is not. */
export function FormPage({ head, error, onRetry, ready, children }: Props) {
  return (
    <div className="adm-page">
      {head}
      {error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : ready ? (
        children()
      ) : (
        <Card className="adm-card">
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      )}
    </div>
  );
}
