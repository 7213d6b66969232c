import type { ReactNode } from "react";
import { FigureLink, type FigureTarget } from "./FigureLink";

export type CountRow = { key: string; label: ReactNode; count: number; target: FigureTarget };

type Props = { rows: CountRow[]; conferenceId: string; testId: string; empty: ReactNode };

/** Counts as labelled bars, each opening the list it counts. */
export function CountList({ rows, conferenceId, testId, empty }: Props) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  if (rows.length === 0) return <p className="adm-dash-empty">{empty}</p>;
  return (
    <ul className="adm-dash-counts" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key}>
          <FigureLink
            conferenceId={conferenceId}
            target={row.target}
            testId={`${testId}-${row.key}`}
            className="adm-dash-count-row"
          >
            <span className="adm-dash-count-label">{row.label}</span>
            <span className="adm-dash-count-value">{row.count}</span>
          </FigureLink>
          <span className="adm-dash-bar" style={{ width: `${(row.count / most) * 100}%` }} />
        </li>
      ))}
    </ul>
  );
}
