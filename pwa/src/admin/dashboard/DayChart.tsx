import { useLingui } from "@lingui/react/macro";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { brandBlue } from "#admin/theme";

export type DayBar = { day: string; count: number };
type Props = { days: DayBar[]; onOpenDay: (day: string) => void };

/**
 * Registrations per day as bars (recharts, loaded with this file only: the page imports it lazily). A bar
 * opens the registration list of its day; the days are also the chart's description, for screen readers.
 */
export default function DayChart({ days, onOpenDay }: Props) {
  const { t } = useLingui();
  const described = days.map((bar) => `${bar.day} ${bar.count}`).join(", ");
  return (
    <figure className="adm-dash-chart" data-testid="dashboard-day-chart" aria-label={described}>
      <BarChart
        responsive
        style={{ width: "100%", height: 220 }}
        data={days}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        desc={described}
      >
        <CartesianGrid vertical={false} stroke="#eef0f4" />
        <XAxis dataKey="day" tickLine={false} minTickGap={24} fontSize={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={44} fontSize={12} />
        <Tooltip
          cursor={{ fill: "rgba(29, 78, 216, 0.06)" }}
          formatter={(value) => [String(value), t`Registrations`]}
        />
        <Bar
          dataKey="count"
          fill={brandBlue}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
          cursor="pointer"
          onClick={(entry) => {
            const day = (entry as { payload?: DayBar }).payload?.day;
            if (day) onOpenDay(day);
          }}
        />
      </BarChart>
    </figure>
  );
}
