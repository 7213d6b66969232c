import { Trans } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { CheckoutPopup } from "./CheckoutPopup";
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
  const watching = checkout && poll?.lineId === checkout.line.id ? poll : null;
  const done = watching?.result === "paid" || watching?.result === "paidPending";
  return (
    <CheckoutPopup
      checkout={checkout}
      onClose={onClose}
      testId="pay-qr"
      title={<Trans>Pay with WeChat</Trans>}
      closeLabel={done ? <Trans>Done</Trans> : <Trans>Close</Trans>}
    >
      {(shown) => (
        <>
          <QRCodeSVG value={shown.codeUrl} size={200} marginSize={2} data-testid="pay-qr-code" />
          <p className="att-pay-note">
            <Trans>Scan the code with WeChat to pay. This page checks the payment every few seconds.</Trans>
          </p>
          {watching && <PollNotice state={watching} />}
        </>
      )}
    </CheckoutPopup>
  );
}
