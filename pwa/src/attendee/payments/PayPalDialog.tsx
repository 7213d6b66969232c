import { formatMoney } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button, CenterPopup, DotLoading } from "antd-mobile";
import { lazy, Suspense } from "react";
import { useLocale } from "#attendee/lib/locale";
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
        <div className="att-pay-qr" data-testid="pay-paypal">
          <h2 className="att-pay-sheet-title">
            <Trans>Pay with PayPal</Trans>
          </h2>
          <p className="att-pay-sheet-amount">
            {formatMoney(checkout.line.totalFee, checkout.line.currency, locale)}
          </p>
          {watching ? (
            <PollNotice state={watching} />
          ) : (
            <div className="att-pay-paypal">
              <Suspense fallback={<DotLoading color="primary" />}>
                <Buttons
                  clientId={checkout.clientId}
                  orderId={checkout.orderId}
                  onApproved={() => onApproved(checkout.line.id)}
                />
              </Suspense>
            </div>
          )}
          <Button block shape="rounded" onClick={onClose} data-testid="pay-paypal-close">
            <Trans>Close</Trans>
          </Button>
        </div>
      )}
    </CenterPopup>
  );
}
