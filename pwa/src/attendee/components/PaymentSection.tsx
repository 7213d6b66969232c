import {
  formatMoney,
  invoiceStatusLabels,
  invoiceTypeLabels,
  payTypeLabels,
  type RegistrationDetail,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSignedInArea } from "#attendee/attendee-context";
import { InvoiceArea } from "#attendee/invoice/InvoiceArea";
import { formatDateTime } from "#attendee/lib/format";
import { useLocale } from "#attendee/lib/locale";
import { PaymentArea } from "#attendee/payments/PaymentArea";
import { type InfoRow, InfoRows } from "./InfoRows";
import { PayStateTag } from "./StatusTags";

/**
 * What the registration costs and where its money stands, over every pay line (the shared standing, not
 * "the first line"): charged, owed, under review, paid, refunded; then each line's order and payment time.
 */
export function PaymentSection({ registration: r }: { registration: RegistrationDetail }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { conference } = useSignedInArea();
  const s = r.standing;
  const money = (cents: number) => (cents > 0 ? formatMoney(cents, s.currency, locale) : "");
  const rows: InfoRow[] = [
    {
      key: "fee",
      label: <Trans>Total fee</Trans>,
      value: <strong className="att-amount">{formatMoney(s.fee, s.currency, locale)}</strong>,
      testId: "detail-amount",
    },
    { key: "owed", label: <Trans>To pay</Trans>, value: money(s.owed), testId: "detail-owed" },
    { key: "pending", label: <Trans>Under review</Trans>, value: money(s.pending), testId: "detail-pending" },
    { key: "paid", label: <Trans>Paid</Trans>, value: money(s.paid), testId: "detail-received" },
    { key: "refunded", label: <Trans>Refunded</Trans>, value: money(s.refunded), testId: "detail-refunded" },
    {
      key: "method",
      label: <Trans>Payment method</Trans>,
      value: i18n._(payTypeLabels[s.payType]),
      testId: "detail-pay-type",
    },
    ...r.payLines.flatMap((line, index) => {
      const suffix = r.payLines.length > 1 ? ` ${index + 1}` : "";
      return [
        {
          key: `trade-${line.id}`,
          label: (
            <>
              <Trans>Order number</Trans>
              {suffix}
            </>
          ),
          value: line.outTradeNo,
          testId: "detail-trade-no",
        },
        {
          key: `paid-${line.id}`,
          label: (
            <>
              <Trans>Paid at</Trans>
              {suffix}
            </>
          ),
          value: formatDateTime(line.payTime, locale, conference.timezone),
          testId: "detail-pay-time",
        },
      ];
    }),
    {
      key: "invoiceType",
      label: <Trans>Invoice type</Trans>,
      value: s.invoiceType === null ? "" : i18n._(invoiceTypeLabels[s.invoiceType]),
      testId: "detail-invoice-type",
    },
    {
      key: "invoiceStatus",
      label: <Trans>Invoice status</Trans>,
      value: s.invoiceType === null ? "" : i18n._(invoiceStatusLabels[s.invoiceStatus]),
      testId: "detail-invoice-status",
    },
  ];
  return (
    <section className="att-card" data-testid="detail-payment">
      <div className="att-card-head">
        <h2 className="att-card-title">
          <Trans>Payment</Trans>
        </h2>
        <PayStateTag state={s.payState} testId="detail-pay-status" />
      </div>
      <InfoRows rows={rows} />
      <InvoiceArea registration={r} />
      <PaymentArea registration={r} />
    </section>
  );
}
