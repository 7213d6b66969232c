import { InputNumber } from "antd";

type Props = {
  /** Cents, as the API keeps money. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  currency?: "CNY" | "USD";
  testId?: string;
};

/**
 * Money typed in yuan (or dollars) with two decimals, kept as integer cents. No `min`: the input would turn
 * a typed -5 into 0 in silence; the form's rules and the server refuse it at the field instead.
 */
export function MoneyInput({ value, onChange, currency = "CNY", testId }: Props) {
  return (
    <InputNumber<number>
      className="adm-fill"
      precision={2}
      step={10}
      prefix={currency === "USD" ? "$" : "¥"}
      value={value === null || value === undefined ? null : value / 100}
      onChange={(yuan) => onChange?.(yuan === null ? null : Math.round(yuan * 100))}
      data-testid={testId}
    />
  );
}
