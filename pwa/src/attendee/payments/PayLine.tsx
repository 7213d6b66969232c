import {
  type AttendeePayLine,
  formatMoney,
  hasVoucher,
  type InvoiceStatus,
  isOnlinePayType,
  type PaymentPanel,
  PayStatus,
  payStateOf,
} from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button, type ButtonProps } from "antd-mobile";
import { PayStateTag } from "#attendee/components/StatusTags";
import { useLocale } from "#attendee/lib/locale";
import { LineNotices } from "./LineNotices";
import { PollNotice } from "./PollNotice";
import { RefundProgress } from "./RefundProgress";
import type { PollState } from "./use-payment-polling";
import { VoucherImage } from "./VoucherImage";

export type LineAction = "pay" | "continue" | "transfer" | "refund" | "viewRefund" | "refundInfo";

type Props = {
  line: AttendeePayLine;
  panel: PaymentPanel;
  /** "Payment 2" when a registration has several lines (later ones carry differences). */
  index: number | null;
  invoiceStatus: InvoiceStatus;
  poll: PollState | null;
  starting: boolean;
  onAction: (action: LineAction, line: AttendeePayLine) => void;
};

const refundStates: readonly number[] = [
  PayStatus.refundReviewing,
  PayStatus.refundProcessing,
  PayStatus.refunded,
];

/** A line's button: rounded, in the brand colour unless it says otherwise. */
function LineButton({ testId, color = "primary", ...props }: ButtonProps & { testId: string }) {
  return <Button color={color} shape="rounded" {...props} data-testid={testId} />;
}

/** One payment line: its amount and state, what that means, and the buttons the state allows. */
export function PayLine({ line, panel, index, invoiceStatus, poll, starting, onAction }: Props) {
  const locale = useLocale();
  const act = (action: LineAction) => () => onAction(action, line);
  const canPay = line.actions.includes("startOnlinePayment") || line.actions.includes("uploadVoucher");
  const resumable = line.payStatus === PayStatus.reviewing && isOnlinePayType(line.payType);
  const transferReview = line.payStatus === PayStatus.reviewing && hasVoucher(line.payType);
  const inRefund = refundStates.includes(line.payStatus) || line.payStatus === PayStatus.refundRejected;
  return (
    <div className="att-pay-line" data-testid={`pay-line-${line.id}`} data-status={line.payStatus}>
      {/* One line: the card's own total and status tag say it already. */}
      {index !== null && (
        <div className="att-pay-line-head">
          <span className="att-pay-line-amount">
            <span className="att-pay-line-index">
              <Trans>Payment {index}</Trans>
            </span>
            {formatMoney(line.totalFee, line.currency, locale)}
          </span>
          <PayStateTag state={payStateOf(line)} testId={`pay-line-status-${line.id}`} />
        </div>
      )}
      {poll && <PollNotice state={poll} />}
      <LineNotices
        line={line}
        invoiceStatus={invoiceStatus}
        supportEmail={panel.supportEmail}
        checking={poll?.result === "checking"}
      />
      {line.voucher && line.payType === 1 && <VoucherImage url={line.voucher.url} />}
      {refundStates.includes(line.payStatus) && <RefundProgress line={line} />}
      <div className="att-pay-actions">
        {canPay && line.payStatus !== PayStatus.refunded && (
          <LineButton block loading={starting} onClick={act("pay")} testId="pay-now">
            <Trans>Pay now</Trans>
          </LineButton>
        )}
        {canPay && line.payStatus === PayStatus.refunded && (
          <LineButton fill="outline" loading={starting} onClick={act("pay")} testId="pay-now">
            <Trans>Pay again</Trans>
          </LineButton>
        )}
        {resumable && (
          <LineButton block loading={starting} onClick={act("continue")} testId="pay-continue">
            <Trans>Continue paying</Trans>
          </LineButton>
        )}
        {transferReview && (
          <LineButton fill="outline" onClick={act("transfer")} testId="voucher-replace">
            <Trans>Bank details and voucher</Trans>
          </LineButton>
        )}
        {line.actions.includes("requestRefund") && (
          <LineButton color="danger" fill="outline" onClick={act("refund")} testId="refund-request">
            <Trans>Request a refund</Trans>
          </LineButton>
        )}
        {line.refund && inRefund && (
          <LineButton fill="outline" onClick={act("viewRefund")} testId="refund-view-open">
            <Trans>View the refund request</Trans>
          </LineButton>
        )}
        {inRefund && (
          <button
            type="button"
            className="att-link"
            onClick={act("refundInfo")}
            data-testid="refund-info-open"
          >
            <Trans>About refunds</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
