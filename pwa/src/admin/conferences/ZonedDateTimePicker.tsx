import { DatePicker } from "antd";
import dayjs from "dayjs";

const wallFormat = "YYYY-MM-DD HH:mm:ss";

type Props = {
  /** A wall-clock time on the conference's clock, "YYYY-MM-DD HH:mm:ss" (converted with its zone on save). */
  value?: string | null;
  onChange?: (wall: string | null) => void;
  testId?: string;
  allowClear?: boolean;
};

/** Picks a date and time as the conference's clock reads it, whatever the viewer's own zone. */
export function ZonedDateTimePicker({ value, onChange, testId, allowClear = false }: Props) {
  return (
    <DatePicker
      className="adm-fill"
      showTime
      allowClear={allowClear}
      format="YYYY-MM-DD HH:mm"
      value={value ? dayjs(value, wallFormat) : null}
      onChange={(picked) => onChange?.(picked ? picked.format(wallFormat) : null)}
      data-testid={testId}
    />
  );
}
