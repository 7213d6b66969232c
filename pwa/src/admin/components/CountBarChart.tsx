import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { brandBlue } from "#admin/theme";

type Props<T extends { count: number }> = {
  bars: T[];
  /** The field of a bar its axis label reads. */
  labelKey: keyof T & string;
  /** What the tooltip calls the count ("Arrivals", "Registrations"). */
  countName: string;
  /** The tooltip's heading for a bar; its axis label when not given. */
  heading?: (bar: T) => string;
  /** A bar chosen (clicked or tapped); bars are plain when not given. */
  onChoose?: (bar: T) => void;
  height: number;
  /** The chart's words for screen readers: the bars that matter, with their counts. */
  description: string;
  testId: string;
  className: string;
};

/**
 * Counts as bars over time (recharts; importers load it lazily, so the chart library comes with the
 * chart only): the back office's one bar chart, for the check-in board's arrivals and the dashboard's days.
 */
export default function CountBarChart<T extends { count: number }>(props: Props<T>) {
  const { bars, labelKey, countName, heading, onChoose, height, description, testId, className } = props;
  return (
    <figure className={className} data-testid={testId} aria-label={description}>
      <BarChart
        responsive
        style={{ width: "100%", height }}
        data={bars}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        desc={description}
      >
        <CartesianGrid vertical={false} stroke="#eef0f4" />
        <XAxis dataKey={(bar: T) => String(bar[labelKey])} tickLine={false} minTickGap={16} fontSize={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} fontSize={12} />
        <Tooltip
          cursor={{ fill: "rgba(29, 78, 216, 0.06)" }}
          labelFormatter={(label, payload) => {
            const bar = payload[0]?.payload as T | undefined;
            return bar && heading ? heading(bar) : String(label);
          }}
          formatter={(value) => [String(value), countName]}
        />
        <Bar
          dataKey="count"
          fill={brandBlue}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
          cursor={onChoose ? "pointer" : undefined}
          onClick={(entry) => {
            const bar = (entry as { payload?: T }).payload;
            if (bar && onChoose) onChoose(bar);
          }}
        />
      </BarChart>
    </figure>
  );
}
