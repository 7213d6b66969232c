import { groupDiscountText } from "@confreg/shared";
import type { I18n } from "@lingui/core";

/** The words of a group discount factor (0.85: "8.5折", "15% off"; 1: no discount), as the panel says them. */
export function discountText(i18n: I18n, factor: number): string {
  const { label, values } = groupDiscountText(Math.round(factor * 10_000));
  return i18n._(label.id, values, { message: label.message });
}
