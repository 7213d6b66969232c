import type { Checkout } from "@confreg/shared";

type JsapiParams = Extract<Checkout, { kind: "jsapi" }>["params"];
type BridgeAnswer = { err_msg?: string };

declare global {
  interface Window {
    WeixinJSBridge?: {
      invoke(name: "getBrandWCPayRequest", params: JsapiParams, done: (answer: BridgeAnswer) => void): void;
    };
    /** WeChat's JS-SDK, when the embedding page loaded it (mini-program web-view). */
    wx?: {
      miniProgram?: { navigateTo(options: { url: string; fail?: () => void }): void };
    };
  }
}

/** Leaves for the provider's cashier page; the provider sends the attendee back to the return URL. */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** Posts the provider's form (Alipay, UnionPay) from a hidden form, as the provider expects. */
export function submitForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = action;
  form.acceptCharset = "UTF-8";
  form.style.display = "none";
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export type BridgeOutcome = "ok" | "cancel" | "fail";

/**
 * WeChat Pay inside WeChat's browser (JSAPI). The bridge appears a little after the page loads, so an
 * early tap waits for it. "ok" only means the payer finished: the server still confirms with WeChat.
 */
export function payInWeChat(params: JsapiParams): Promise<BridgeOutcome> {
  return new Promise((resolve) => {
    const invoke = () =>
      window.WeixinJSBridge?.invoke("getBrandWCPayRequest", params, (answer) => {
        const message = answer.err_msg ?? "";
        resolve(message.endsWith(":ok") ? "ok" : message.endsWith(":cancel") ? "cancel" : "fail");
      });
    if (window.WeixinJSBridge) invoke();
    else document.addEventListener("WeixinJSBridgeReady", invoke, { once: true });
  });
}

/**
 * Inside the mini-program a web-view cannot pay itself: its own pay page (`/pages/pay/pay`, part of the
 * mini-program) calls `wx.requestPayment` with these parameters and comes back. False when the page has
 * no JS-SDK to reach it.
 */
export function payInMiniProgram(params: JsapiParams): boolean {
  const miniProgram = window.wx?.miniProgram;
  if (!miniProgram) return false;
  const query = new URLSearchParams({ payment: JSON.stringify(params), back: window.location.href });
  miniProgram.navigateTo({ url: `/pages/pay/pay?${query}` });
  return true;
}
