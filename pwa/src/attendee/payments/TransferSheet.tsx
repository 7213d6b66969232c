import { type AttendeePayLine, formatMoney, type PaymentPanel, PayStatus } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Sheet } from "#attendee/components/Sheet";
import { useLocale } from "#attendee/lib/locale";
import { BankAccounts } from "./BankAccounts";
import { VoucherUpload } from "./VoucherUpload";

type Props = { panel: PaymentPanel; line: AttendeePayLine | null; onClose: () => void };

/** Paying by bank transfer: how much, to which account, what to quote, and the voucher afterwards. */
export function TransferSheet({ panel, line, onClose }: Props) {
  const locale = useLocale();
  const returned = line?.payStatus === PayStatus.unpaid ? line.returnReason : "";
  const reviewing = line?.payStatus === PayStatus.reviewing;
  const voucher = line && (
    <VoucherUpload registrationId={panel.registrationId} line={line} onDone={onClose} />
  );
  return (
    <Sheet
      open={line !== null}
      title={<Trans>Pay by bank transfer</Trans>}
      onClose={onClose}
      testId="transfer"
    >
      {line && (
        <>
          <p className="att-pay-sheet-amount" data-testid="transfer-amount">
            {formatMoney(line.totalFee, line.currency, locale)}
          </p>
          {returned && (
            <p className="att-pay-alert is-warning">
              <Trans>Your last voucher was returned: {returned}</Trans>
            </p>
          )}
          {/* Under review the voucher is what the attendee came for; before paying, the accounts are. */}
          {reviewing && voucher}
          <BankAccounts transfer={panel.transfer} supportEmail={panel.supportEmail} />
          {!reviewing && voucher}
        </>
      )}
    </Sheet>
  );
}
