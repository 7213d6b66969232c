import { useLingui } from "@lingui/react/macro";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { brandBlue } from "#admin/theme";
import type { ArrivalBar } from "./arrival-series";

type Props = { bars: ArrivalBar[]; testId: string };

/**
 * Today's arrivals per quarter of an hour as bars (recharts, loaded with this file only: the board
 * imports it lazily). The quarters with arrivals are also the chart's description, for screen readers.
 */
export default function ArrivalChart({ bars, testId }: Props) {
  const { t } = useLingui();
  const busy = bars
    .filter((bar) => bar.count > 0)
    .map((bar) => `${bar.label} ${bar.count}`)
    .join(", ");
  return (
    <figure className="adm-board-chart" data-testid={testId} aria-label={t`Arrivals per 15 minutes: ${busy}`}>
      <BarChart
        responsive
        style={{ width: "100%", height: 180 }}
        data={bars}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        desc={busy}
      >
        <CartesianGrid vertical={false} stroke="#eef0f4" />
        <XAxis dataKey="label" tickLine={false} minTickGap={16} fontSize={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} fontSize={12} />
        <Tooltip
          cursor={{ fill: "rgba(29, 78, 216, 0.06)" }}
          labelFormatter={(label, payload) => {
            const bar = payload[0]?.payload as ArrivalBar | undefined;
            return bar ? `${bar.label}–${bar.until}` : String(label);
          }}
          formatter={(value) => [String(value), t`Arrivals`]}
        />
        <Bar
          dataKey="count"
          fill={brandBlue}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </figure>
  );
}
