import { formatMoney } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button, CenterPopup } from "antd-mobile";
import type { ReactNode } from "react";
import { useLocale } from "#attendee/lib/locale";
import type { ShownCheckout } from "./use-pay-flow";
import "#attendee/components/sheet.css";

type Props<C extends ShownCheckout> = {
  checkout: C | null;
  onClose: () => void;
  /** The popup's `data-testid`; its close button's is this with `-close`. */
  testId: string;
  title: ReactNode;
  /** The close button's words: Close unless told otherwise. */
  closeLabel?: ReactNode;
  /** What goes between the amount and the close button: the provider's part. */
  children: (checkout: C) => ReactNode;
};

/** A checkout shown on this page (a QR code, PayPal's buttons): centred, with its title and amount. */
export function CheckoutPopup<C extends ShownCheckout>({
  checkout,
  onClose,
  testId,
  title,
  closeLabel = <Trans>Close</Trans>,
  children,
}: Props<C>) {
  const locale = useLocale();
  return (
    <CenterPopup
      visible={checkout !== null}
      onClose={onClose}
      className="att-pay-center"
      bodyClassName="att-pay-dialog"
    >
      {checkout && (
        <div className="att-pay-qr" data-testid={testId}>
          <h2 className="att-sheet-title">{title}</h2>
          <p className="att-pay-sheet-amount">
            {formatMoney(checkout.line.totalFee, checkout.line.currency, locale)}
          </p>
          {children(checkout)}
          <Button block shape="rounded" onClick={onClose} data-testid={`${testId}-close`}>
            {closeLabel}
          </Button>
        </div>
      )}
    </CenterPopup>
  );
}
