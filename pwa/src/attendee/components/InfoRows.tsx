import type { ReactNode } from "react";

export type InfoRow = { key: string; label: ReactNode; value: ReactNode; testId?: string };

/** Label/value pairs; empty values are left out so cards stay short. */
export function InfoRows({ rows }: { rows: readonly InfoRow[] }) {
  const filled = rows.filter((row) => row.value !== "" && row.value !== null && row.value !== undefined);
  return (
    <dl className="att-info">
      {filled.map((row) => (
        <div key={row.key} className="att-info-row">
          <dt className="att-info-label">{row.label}</dt>
          <dd className="att-info-value" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
