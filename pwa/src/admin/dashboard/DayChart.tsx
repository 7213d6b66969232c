import { useLingui } from "@lingui/react/macro";
import CountBarChart from "#admin/components/CountBarChart";

export type DayBar = { day: string; count: number };
type Props = { days: DayBar[]; onOpenDay: (day: string) => void };

/**
 * Registrations per day as bars (loaded with this file only: the page imports it lazily). A bar opens the
 * registration list of its day; the days are also the chart's description, for screen readers.
 */
export default function DayChart({ days, onOpenDay }: Props) {
  const { t } = useLingui();
  return (
    <CountBarChart
      bars={days}
      labelKey="day"
      countName={t`Registrations`}
      onChoose={(bar) => onOpenDay(bar.day)}
      height={220}
      description={days.map((bar) => `${bar.day} ${bar.count}`).join(", ")}
      testId="dashboard-day-chart"
      className="adm-dash-chart"
    />
  );
}
