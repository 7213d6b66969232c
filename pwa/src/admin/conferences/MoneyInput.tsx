import { InputNumber } from "antd";

type Props = {
  /** Cents, as the API keeps money. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  currency?: "CNY" | "USD";
  testId?: string;
};

/** Money typed in yuan (or dollars) with two decimals, kept as integer cents. */
export function MoneyInput({ value, onChange, currency = "CNY", testId }: Props) {
  return (
    <InputNumber<number>
      className="adm-fill"
      min={0}
      precision={2}
      step={10}
      prefix={currency === "USD" ? "$" : "¥"}
      value={value === null || value === undefined ? null : value / 100}
      onChange={(yuan) => onChange?.(yuan === null ? null : Math.round(yuan * 100))}
      data-testid={testId}
    />
  );
}
