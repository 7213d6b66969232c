import {
  type AttendeePayLine,
  formatMoney,
  hasVoucher,
  type InvoiceStatus,
  type PaymentPanel,
  payStateOf,
} from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button, type ButtonProps } from "antd-mobile";
import { PayStateTag } from "#attendee/components/StatusTags";
import { useLocale } from "#attendee/lib/locale";
import { LineNotices } from "./LineNotices";
import { lineButtons, showsRefundSteps } from "./line-state";
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

/** A line's button: rounded, in the brand colour unless it says otherwise. */
function LineButton({ testId, color = "primary", ...props }: ButtonProps & { testId: string }) {
  return <Button color={color} shape="rounded" {...props} data-testid={testId} />;
}

/** One payment line: its amount and state, what that means, and the buttons the state allows. */
export function PayLine({ line, panel, index, invoiceStatus, poll, starting, onAction }: Props) {
  const locale = useLocale();
  const act = (action: LineAction) => () => onAction(action, line);
  const buttons = new Set(lineButtons(line));
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
      {line.voucher && hasVoucher(line.payType) && <VoucherImage url={line.voucher.url} />}
      {showsRefundSteps(line) && <RefundProgress line={line} />}
      <div className="att-pay-actions">
        {buttons.has("pay") && (
          <LineButton block loading={starting} onClick={act("pay")} testId="pay-now">
            <Trans>Pay now</Trans>
          </LineButton>
        )}
        {buttons.has("payAgain") && (
          <LineButton fill="outline" loading={starting} onClick={act("pay")} testId="pay-now">
            <Trans>Pay again</Trans>
          </LineButton>
        )}
        {buttons.has("continue") && (
          <LineButton block loading={starting} onClick={act("continue")} testId="pay-continue">
            <Trans>Continue paying</Trans>
          </LineButton>
        )}
        {buttons.has("voucher") && (
          <LineButton fill="outline" onClick={act("transfer")} testId="voucher-replace">
            <Trans>Bank details and voucher</Trans>
          </LineButton>
        )}
        {buttons.has("refund") && (
          <LineButton color="danger" fill="outline" onClick={act("refund")} testId="refund-request">
            <Trans>Request a refund</Trans>
          </LineButton>
        )}
        {buttons.has("viewRefund") && (
          <LineButton fill="outline" onClick={act("viewRefund")} testId="refund-view-open">
            <Trans>View the refund request</Trans>
          </LineButton>
        )}
        {buttons.has("refundInfo") && (
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
