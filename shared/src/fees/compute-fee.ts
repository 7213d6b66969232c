import { AppError } from "../errors";
import { validationIds } from "../validation";
import {
  applyFactor,
  assertWholeNumber,
  chargesBaseFee,
  feeCurrency,
  isEarlyBird,
  matchFeeRow,
  typePrice,
  usesDollars,
  workshopPrice,
} from "./pricing";
import type { FeeInput, FeeLine, FeeResult } from "./types";

/**
 * The registration fee (DOMAIN.md §3), in integer cents. The PWA calls it for the live total and the server
 * as the authority at submit; both pass the same plain data, so they cannot disagree.
 */
export function computeFee(input: FeeInput): FeeResult {
  const currency = feeCurrency(input.settings, input.payType);
  if (input.settings.isOnlyinvoice) {
    const amount = invoiceOnlyAmount(input.invoiceAmount);
    return { currency, total: amount, lines: [{ kind: "invoiceAmount", amount }], earlyBird: false };
  }
  const dollars = usesDollars(input.settings, input.payType);
  const earlyBird = isEarlyBird(input.discountTime, input.now);
  const lines = [...registrationLines(input, dollars, earlyBird), ...workshopLines(input, dollars)];
  const discount = groupDiscountLine(sumLines(lines), input.groupDiscount);
  if (discount) lines.push(discount);
  return { currency, total: sumLines(lines), lines, earlyBird };
}

export function sumLines(lines: readonly FeeLine[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}

/** Invoice-only conferences charge what the customer entered: a positive amount (cents, so 2 decimals). */
function invoiceOnlyAmount(amount: number | null | undefined): number {
  if (amount == null || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError("VALIDATION_FAILED", {
      fields: [{ path: "invoiceAmount", code: validationIds.amount }],
    });
  }
  return amount;
}

/** The base fee, or the fee-table row for this number of papers plus its over-page fees. */
function registrationLines(input: FeeInput, dollars: boolean, earlyBird: boolean): FeeLine[] {
  const type = input.participantType;
  if (!type || !chargesBaseFee(type, input.settings)) return [];
  const paperPages = input.paperPages ?? [];
  for (const pages of paperPages) assertWholeNumber(pages, "page count");
  const row = matchFeeRow(input.feeRows ?? [], type.id, paperPages.length, dollars);
  if (!row) {
    return [
      { kind: "base", participantTypeId: type.id, earlyBird, amount: typePrice(type, earlyBird, dollars) },
    ];
  }
  const lines: FeeLine[] = [
    {
      kind: "paperRow",
      participantTypeId: type.id,
      papers: row.paperNum,
      earlyBird,
      amount: earlyBird ? row.discountFee : row.fee,
    },
  ];
  paperPages.forEach((pages, index) => {
    const overPages = Math.max(0, pages - row.pageLimit);
    if (overPages > 0 && row.overPageFee > 0) {
      lines.push({
        kind: "overPage",
        paper: index + 1,
        pages,
        overPages,
        pageFee: row.overPageFee,
        amount: overPages * row.overPageFee,
      });
    }
  });
  return lines;
}

/** Each chosen workshop's fee when the conference charges for workshops; "not attending" costs nothing. */
function workshopLines(input: FeeInput, dollars: boolean): FeeLine[] {
  if (!input.settings.isWorkshopFee) return [];
  const workshopOnly = input.participantType?.workshopOnly ?? false;
  return (input.workshops ?? [])
    .filter((workshop) => !workshop.isNoneOption)
    .map((workshop) => ({
      kind: "workshop" as const,
      workshopId: workshop.id,
      workshopOnly,
      amount: workshopPrice(workshop, { workshopOnly, dollars }),
    }));
}

/** The subtotal times the group factor, rounded half up; a negative line, or none when nothing changes. */
function groupDiscountLine(subtotal: number, factor: number | null | undefined): FeeLine | null {
  if (factor == null) return null;
  const amount = applyFactor(subtotal, factor) - subtotal;
  return amount === 0 ? null : { kind: "groupDiscount", factor, amount };
}
