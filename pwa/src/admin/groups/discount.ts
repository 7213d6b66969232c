import { describeFeeLine } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A discount factor as staff read it: Chinese in tenths ("9折"), English as the share taken off. */
const discountLabel = msg({ id: "scheme.discount", message: "{percentOff}% off" });
const noDiscount = msg`No discount`;

/** The words of a group discount factor (0.85: "8.5折", "15% off"; 1: no discount). */
export const discountText = (i18n: I18n, factor: number): string =>
  factor >= 1
    ? i18n._(noDiscount)
    : i18n._(discountLabel.id, describeFeeLine({ kind: "groupDiscount", factor, amount: 0 }).values);
