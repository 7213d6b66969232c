import { Trans } from "@lingui/react/macro";
import { DotLoading } from "antd-mobile";
import { lazy, Suspense } from "react";
import { CheckoutPopup } from "./CheckoutPopup";
import { PollNotice } from "./PollNotice";
import type { ShownCheckout } from "./use-pay-flow";
import type { PollState } from "./use-payment-polling";

// PayPal's library is large and only dollar conferences need it.
const Buttons = lazy(() => import("./PayPalButtons"));

type Props = {
  checkout: Extract<ShownCheckout, { kind: "paypal" }> | null;
  poll: PollState | null;
  onApproved: (lineId: number) => void;
  onClose: () => void;
};

/** The PayPal payment popup (spec 000 §2): PayPal's buttons, then the page's check of the capture. */
export function PayPalDialog({ checkout, poll, onApproved, onClose }: Props) {
  const watching = checkout && poll?.lineId === checkout.line.id ? poll : null;
  return (
    <CheckoutPopup
      checkout={checkout}
      onClose={onClose}
      testId="pay-paypal"
      title={<Trans>Pay with PayPal</Trans>}
    >
      {(shown) =>
        watching ? (
          <PollNotice state={watching} />
        ) : (
          <div className="att-pay-paypal">
            <Suspense fallback={<DotLoading color="primary" />}>
              <Buttons
                clientId={shown.clientId}
                orderId={shown.orderId}
                onApproved={() => onApproved(shown.line.id)}
              />
            </Suspense>
          </div>
        )
      }
    </CheckoutPopup>
  );
}
