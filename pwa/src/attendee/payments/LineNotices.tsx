import {
  type AttendeePayLine,
  hasVoucher,
  type InvoiceStatus,
  isOnlinePayType,
  PayStatus,
  PayType,
  refundBlockedByInvoice,
} from "@confreg/shared";
import { Trans } from "@lingui/react/macro";

type Props = {
  line: AttendeePayLine;
  invoiceStatus: InvoiceStatus;
  supportEmail: string;
  /** The page is checking this line's payment and says so: "in progress" would repeat it. */
  checking: boolean;
};

/**
 * What the line's state means for the attendee, in words: an online payment still open, a voucher under
 * review or sent back, a wait for the group, a refund declined, or why no refund can be asked for now.
 */
export function LineNotices({ line, invoiceStatus, supportEmail, checking }: Props) {
  const s = line.payStatus;
  const returned = s === PayStatus.unpaid ? line.returnReason : "";
  const rejected = s === PayStatus.refundRejected ? (line.refund?.rejectReason ?? "") : "";
  const refundable = s === PayStatus.paid || s === PayStatus.paidPending || s === PayStatus.refundRejected;
  const invoiceInTheWay =
    refundable && !line.actions.includes("requestRefund") && refundBlockedByInvoice(invoiceStatus);
  return (
    <>
      {s === PayStatus.reviewing && isOnlinePayType(line.payType) && !checking && (
        <p className="att-pay-alert is-info" data-testid="pay-in-progress">
          <Trans>Payment in progress. If you have not finished paying, continue below.</Trans>
        </p>
      )}
      {s === PayStatus.reviewing && hasVoucher(line.payType) && (
        <p className="att-pay-alert is-info" data-testid="voucher-reviewing">
          <Trans>
            Your transfer voucher is under review. The payment is confirmed once the money has arrived.
          </Trans>
        </p>
      )}
      {returned && (
        <p className="att-pay-alert is-warning" data-testid="voucher-returned">
          <Trans>Your transfer voucher was returned: {returned}</Trans>
        </p>
      )}
      {s === PayStatus.unpaid && line.payType === PayType.onsite && (
        <p className="att-pay-note">
          <Trans>You chose to pay on site, at the registration desk. You may also pay online now.</Trans>
        </p>
      )}
      {s === PayStatus.paidPending && (
        <p className="att-pay-alert is-success" data-testid="pay-group-wait">
          <Trans>Paid. The group discount is confirmed once the group has enough paid members.</Trans>
        </p>
      )}
      {rejected && (
        <p className="att-pay-alert is-warning" data-testid="refund-rejected">
          <Trans>Your refund request was declined: {rejected}</Trans>
        </p>
      )}
      {invoiceInTheWay && (
        <p className="att-pay-note" data-testid="refund-blocked">
          <Trans>
            A refund can be requested only after the invoice is voided. Please write to {supportEmail} to void
            it first.
          </Trans>
        </p>
      )}
    </>
  );
}
