import {
  type AttendeePayLine,
  type Checkout,
  errorCodes,
  type PaymentPanel,
  type StartPaymentInput,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ApiClientError, errorText } from "#api/errors";
import { showToast } from "#attendee/components/toast";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { useStartPayment } from "#attendee/queries/payments";
import { inWeChat, payChannel, weChatOpenId } from "./channel";
import { goTo, payInMiniProgram, payInWeChat, submitForm } from "./checkout";
import { payableHere } from "./line-state";

export type OnlinePayType = StartPaymentInput["payType"];
/** A checkout shown on this page (the others leave it): a QR code to scan, PayPal's buttons. */
export type ShownCheckout =
  | { kind: "qr"; line: AttendeePayLine; codeUrl: string }
  | { kind: "paypal"; line: AttendeePayLine; orderId: string; clientId: string };

type Watch = (lineId: number, options?: { now?: boolean }) => unknown;

/**
 * Paying a line online: starts (or resumes) the order, then does what the provider's checkout asks —
 * leave for its cashier, post its form, show its QR code or PayPal's buttons, or call WeChat — and
 * watches the line while the attendee stays on this page.
 */
export function usePayFlow(panel: PaymentPanel, watch: Watch, check: () => void) {
  const { t, i18n } = useLingui();
  const start = useStartPayment(panel.registrationId);
  const sessionExpired = useSessionExpiry();
  const [shown, setShown] = useState<ShownCheckout | null>(null);

  /** Said plainly before the simulated cashier opens, so nobody takes it for the real one. */
  const demoNotice = async () => {
    const { Dialog } = await import("#attendee/components/on-demand");
    await Dialog.alert({
      title: t`Demo cashier`,
      content: (
        <span data-testid="pay-demo-notice">
          {t`This server uses its built-in demo cashier: a simulation of the payment provider. No money is charged.`}
        </span>
      ),
      confirmText: <span data-testid="pay-demo-continue">{t`Continue`}</span>,
    });
  };

  const follow = async (line: AttendeePayLine, checkout: Checkout) => {
    switch (checkout.kind) {
      case "redirect":
        return goTo(checkout.url);
      case "form":
        return submitForm(checkout.action, checkout.fields);
      case "qr":
        setShown({ kind: "qr", line, codeUrl: checkout.codeUrl });
        return watch(line.id);
      case "paypal":
        return setShown({ kind: "paypal", line, orderId: checkout.orderId, clientId: checkout.clientId });
      case "jsapi": {
        if (payChannel() === "mini-program" && payInMiniProgram(checkout.params)) return watch(line.id);
        const outcome = await payInWeChat(checkout.params);
        if (outcome === "cancel") showToast({ content: t`Payment cancelled.` });
        // Even after a cancel the order stays open a while: the check says how it stands.
        return watch(line.id, { now: outcome === "ok" });
      }
    }
  };

  const pay = async (line: AttendeePayLine, payType: OnlinePayType) => {
    if (!payableHere(payType, inWeChat())) {
      const { Dialog } = await import("#attendee/components/on-demand");
      await Dialog.alert({ content: i18n._(errorCodes.ONLY_WECHAT_PAY.message.id), confirmText: t`OK` });
      return;
    }
    const openid = inWeChat() ? weChatOpenId() : undefined;
    const input: StartPaymentInput = { payType, channel: payChannel(), ...(openid ? { openid } : {}) };
    try {
      const started = await start.mutateAsync({ lineId: line.id, input });
      if (started.demo) await demoNotice();
      await follow(line, started.checkout);
    } catch (error) {
      if (sessionExpired(error)) return;
      showToast({ icon: "fail", content: errorText(error) });
      // Paid meanwhile (another tab, a late notify): fetch what the server now knows.
      if (error instanceof ApiClientError && error.code === "PAYMENT_ALREADY_RECEIVED") check();
    }
  };

  return {
    pay,
    /** The line whose payment is being started, for its button's spinner. */
    startingLineId: start.isPending ? start.variables?.lineId : undefined,
    shown,
    closeShown: () => setShown(null),
  };
}
