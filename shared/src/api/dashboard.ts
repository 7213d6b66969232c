import { z } from "zod";
import {
  CheckinEligible,
  currencyValues,
  type InvoiceStatus,
  invoiceStatusesWhere,
  invoiceStatusValues,
  PayStatus,
  payStateValues,
  payStatusValues,
  SignIn,
} from "../enums";
import type { Label } from "../i18n";
import { id, idParam } from "../schemas/common";

/** GET /api/admin/dashboard: one conference, or (without it) every conference of the account's scope. */
export const dashboardQuery = z.object({ conferenceId: idParam.optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int().min(0);

/**
 * The back office's home figures, each counted by one aggregate statement over live registrations (not
 * deleted) of the scope. Days are calendar days in `timeZone`: the conference's zone, or in the
 * all-conferences scope the zone the registration list's date filter uses there, so a day's bar and the
 * list it opens count the same registrations.
 */
export const dashboard = z.object({
  timeZone: z.string(),
  registrations: z.object({
    total: count,
    /** Registrations created per day (YYYY-MM-DD), oldest first; days without any are left out. */
    perDay: z.array(z.object({ day: z.iso.date(), count })),
    byParticipantType: z.array(
      z.object({
        participantTypeId: id,
        title: z.object({ zh: z.string(), en: z.string() }),
        count,
      }),
    ),
    /**
     * By what the registration's payment shows as (shared `payStateOf`, the list's payment-status filter):
     * "nothing to pay" apart from unpaid. States without any are left out.
     */
    byPayState: z.array(z.object({ payState: z.literal(payStateValues), count })),
  }),
  /**
   * Payment lines of live registrations by state and currency: how many, their fees and what was received
   * (lines with nothing to pay carry no money and are left out).
   */
  money: z.array(
    z.object({
      payStatus: z.literal(payStatusValues),
      currency: z.enum(currencyValues),
      lines: count,
      totalFee: z.number().int(),
      receivedFee: z.number().int(),
    }),
  ),
  /** Invoices by state (the invoice list's status filter). */
  invoices: z.array(z.object({ invoiceStatus: z.literal(invoiceStatusValues), count })),
  /**
   * At the main check-in point, out of those who may check in (the shared standing: paid, or nothing to
   * pay): checked in and not yet, which add up to `eligible` (the check-in list's eligibility filter).
   */
  checkin: z.object({ eligible: count, checkedIn: count, notYet: count }),
});
export type Dashboard = z.infer<typeof dashboard>;

/** Which of a money row's amounts a figure shows: what is owed while it waits, what was received after. */
export type MoneyAmount = "totalFee" | "receivedFee";

type MoneyFigure = { payStatus: PayStatus; amount: MoneyAmount; label: Label };

/**
 * Whether each payment state is a money figure of the dashboard, and where (null: not shown; unpaid lines
 * are the registrations' own figure, a rejected refund reads as paid money kept). Every state decides here,
 * so a new one does not compile until it has.
 */
const moneyFigureOf: Record<PayStatus, (Omit<MoneyFigure, "payStatus"> & { place: number }) | null> = {
  [PayStatus.paid]: {
    place: 1,
    amount: "receivedFee",
    label: /*i18n*/ { id: "dashboard.money.paid", message: "Paid" },
  },
  [PayStatus.paidPending]: {
    place: 2,
    amount: "receivedFee",
    label: /*i18n*/ { id: "dashboard.money.paidPending", message: "Paid, waiting for the group" },
  },
  [PayStatus.reviewing]: {
    place: 3,
    amount: "totalFee",
    label: /*i18n*/ { id: "dashboard.money.reviewing", message: "Pending review" },
  },
  [PayStatus.refundReviewing]: {
    place: 4,
    amount: "receivedFee",
    label: /*i18n*/ { id: "dashboard.money.refundReviewing", message: "Refund requests to review" },
  },
  [PayStatus.refundProcessing]: {
    place: 5,
    amount: "receivedFee",
    label: /*i18n*/ { id: "dashboard.money.refundProcessing", message: "Refunds in progress" },
  },
  [PayStatus.refunded]: {
    place: 6,
    amount: "receivedFee",
    label: /*i18n*/ { id: "dashboard.money.refunded", message: "Refunded" },
  },
  [PayStatus.unpaid]: null,
  [PayStatus.refundRejected]: null,
};

/**
 * The money figures of the dashboard, in order, each the payment lines of one state (so each links to the
 * payment list filtered by that state).
 */
export const dashboardMoneyFigures: readonly MoneyFigure[] = payStatusValues
  .flatMap((payStatus) => {
    const figure = moneyFigureOf[payStatus];
    return figure ? [{ ...figure, payStatus }] : [];
  })
  .sort((a, b) => a.place - b.place)
  .map(({ payStatus, amount, label }) => ({ payStatus, amount, label }));

/** The invoice states that wait for someone in the finance office, each a figure linking to its list. */
export const dashboardWaitingInvoices: readonly InvoiceStatus[] = invoiceStatusesWhere("waitsForFinance");

/** The check-in list's filters for those who may check in and did, and those who may and did not yet. */
export const dashboardCheckinFilters = {
  checkedIn: { checkinEligible: CheckinEligible.yes, isSignIn: SignIn.yes },
  notYet: { checkinEligible: CheckinEligible.yes, isSignIn: SignIn.no },
} as const;
