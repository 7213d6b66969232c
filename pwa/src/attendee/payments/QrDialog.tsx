import { formatMoney } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button, CenterPopup } from "antd-mobile";
import { QRCodeSVG } from "qrcode.react";
import { useLocale } from "#attendee/lib/locale";
import { PollNotice } from "./PollNotice";
import type { ShownCheckout } from "./use-pay-flow";
import type { PollState } from "./use-payment-polling";

type Props = {
  checkout: Extract<ShownCheckout, { kind: "qr" }> | null;
  poll: PollState | null;
  onClose: () => void;
};

/**
 * WeChat Pay on a desktop (Native): the code to scan with the phone's WeChat. The page checks meanwhile
 * and says so; the dialog stays until the attendee closes it, so the outcome is read here.
 */
export function QrDialog({ checkout, poll, onClose }: Props) {
  const locale = useLocale();
  const watching = checkout && poll?.lineId === checkout.line.id ? poll : null;
  return (
    <CenterPopup
      visible={checkout !== null}
      onClose={onClose}
      className="att-pay-center"
      bodyClassName="att-pay-dialog"
    >
      {checkout && (
        <div className="att-pay-qr" data-testid="pay-qr">
          <h2 className="att-pay-sheet-title">
            <Trans>Pay with WeChat</Trans>
          </h2>
          <p className="att-pay-sheet-amount">
            {formatMoney(checkout.line.totalFee, checkout.line.currency, locale)}
          </p>
          <QRCodeSVG value={checkout.codeUrl} size={200} marginSize={2} data-testid="pay-qr-code" />
          <p className="att-pay-note">
            <Trans>Scan the code with WeChat to pay. This page checks the payment every few seconds.</Trans>
          </p>
          {watching && <PollNotice state={watching} />}
          <Button block shape="rounded" onClick={onClose} data-testid="pay-qr-close">
            {watching?.result === "paid" || watching?.result === "paidPending" ? (
              <Trans>Done</Trans>
            ) : (
              <Trans>Close</Trans>
            )}
          </Button>
        </div>
      )}
    </CenterPopup>
  );
}
