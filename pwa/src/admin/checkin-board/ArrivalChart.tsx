import { useLingui } from "@lingui/react/macro";
import CountBarChart from "#admin/components/CountBarChart";
import type { ArrivalBar } from "./arrival-series";

type Props = { bars: ArrivalBar[]; testId: string };

/**
 * Today's arrivals per quarter of an hour as bars (loaded with this file only: the board imports it
 * lazily). The quarters with arrivals are also the chart's description, for screen readers.
 */
export default function ArrivalChart({ bars, testId }: Props) {
  const { t } = useLingui();
  const busy = bars
    .filter((bar) => bar.count > 0)
    .map((bar) => `${bar.label} ${bar.count}`)
    .join(", ");
  return (
    <CountBarChart
      bars={bars}
      labelKey="label"
      countName={t`Arrivals`}
      heading={(bar) => `${bar.label}–${bar.until}`}
      height={180}
      description={t`Arrivals per 15 minutes: ${busy}`}
      testId={testId}
      className="adm-board-chart"
    />
  );
}
