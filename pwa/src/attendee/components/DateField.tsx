import { DatePicker } from "antd-mobile";
import { useState } from "react";
import { ChevronRightIcon } from "./icons";
import "./choice-field.css";

/** A calendar day (YYYY-MM-DD) as the device's own date at midnight, which the picker works in. */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** The picked date as a calendar day (YYYY-MM-DD), by the device's calendar. */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Props = {
  /** YYYY-MM-DD for a day; an ISO instant for a time. */
  value?: string;
  onChange?: (value: string) => void;
  precision: "day" | "minute";
  min?: Date;
  max?: Date;
  placeholder: string;
  title: string;
  /** How the chosen value reads on the row. */
  display: (value: string) => string;
  testId: string;
};

/**
 * A date (hotel nights) or a date and time (travel) for antd-mobile forms: a row like ChoiceField that
 * opens the wheel picker in a bottom sheet. Form.Item passes `value` and `onChange`.
 */
export function DateField({
  value,
  onChange,
  precision,
  min,
  max,
  placeholder,
  title,
  display,
  testId,
}: Props) {
  const [open, setOpen] = useState(false);
  const picked = value ? (precision === "day" ? dayToDate(value) : new Date(value)) : undefined;
  return (
    <>
      <button
        type="button"
        className="att-choice"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid={testId}
        data-value={value ?? ""}
      >
        <span className={value ? "att-choice-value" : "att-choice-placeholder"}>
          {value ? display(value) : placeholder}
        </span>
        <ChevronRightIcon size={16} />
      </button>
      <DatePicker
        visible={open}
        onClose={() => setOpen(false)}
        title={title}
        precision={precision}
        min={min}
        max={max}
        value={picked}
        defaultValue={min}
        onConfirm={(date) => onChange?.(precision === "day" ? dateToDay(date) : date.toISOString())}
      />
    </>
  );
}
