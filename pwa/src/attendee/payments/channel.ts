import type { PayChannel } from "@confreg/shared";

declare global {
  interface Window {
    /** Set by WeChat inside a mini-program's web-view. */
    __wxjs_environment?: string;
  }
}

const userAgent = () => (typeof navigator === "undefined" ? "" : navigator.userAgent);

/** WeChat's own browser, and the mini-program's web-view, which is WeChat's browser too. */
export const inWeChat = () => /MicroMessenger/i.test(userAgent());

export const inMiniProgram = () =>
  window.__wxjs_environment === "miniprogram" || /miniProgram/i.test(userAgent());

/**
 * Where this page pays (the providers' checkout differs): the mini-program, WeChat's browser (JSAPI), a
 * phone (the providers' mobile pages), else a desktop (QR codes and desktop cashiers). A narrow window
 * counts as a phone: the mobile pages fit it, the desktop ones do not.
 */
export function payChannel(): PayChannel {
  if (inMiniProgram()) return "mini-program";
  if (inWeChat()) return "wechat-browser";
  const phone = /Mobi|Android|iPhone|iPad|HarmonyOS/i.test(userAgent());
  return phone || window.matchMedia("(max-width: 767px)").matches ? "mobile" : "pc";
}

/**
 * The payer's WeChat openid, which WeChat Pay needs inside WeChat: the mini-program and the society's
 * official account pass it in the page's address; kept for the session so that later pages have it too.
 */
export function weChatOpenId(): string | undefined {
  const fromUrl = new URLSearchParams(window.location.search).get("openid");
  if (fromUrl) sessionStorage.setItem("confreg.openid", fromUrl);
  return fromUrl ?? sessionStorage.getItem("confreg.openid") ?? undefined;
}
