import { useLingui } from "@lingui/react/macro";
import {
  PayPalButtons as Buttons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from "@paypal/react-paypal-js";
import { DotLoading } from "antd-mobile";
import { showToast } from "#attendee/components/toast";

type Props = { clientId: string; orderId: string; onApproved: () => void };

function Loading() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const { t } = useLingui();
  if (isRejected)
    return (
      <p className="att-pay-alert is-warning">{t`PayPal could not be loaded. Please try again later.`}</p>
    );
  return isPending ? <DotLoading color="primary" /> : null;
}

/**
 * PayPal's own buttons (its script, from PayPal) for the order the server created; the server captures
 * it and the page learns the outcome from its check. Loaded only when a PayPal payment starts.
 */
export default function PayPalButtons({ clientId, orderId, onApproved }: Props) {
  const { t } = useLingui();
  return (
    <PayPalScriptProvider options={{ clientId, currency: "USD", intent: "capture" }}>
      <Loading />
      <Buttons
        style={{ layout: "vertical", shape: "pill" }}
        createOrder={() => Promise.resolve(orderId)}
        onApprove={async () => onApproved()}
        onError={() =>
          showToast({
            icon: "fail",
            content: t`The payment ran into a problem. Please contact the organisers.`,
          })
        }
      />
    </PayPalScriptProvider>
  );
}
