import type { PayChannel } from "@confreg/shared";

declare global {
  interface Window {
    /** Set by WeChat inside a mini-program's web-view. */
    __wxjs_environment?: string;
  }
}

const userAgent = () => (typeof navigator === "undefined" ? "" : navigator.userAgent);

/** WeChat's own browser, and the mini-program's web-view, which is WeChat's browser too. */
export const isWeChatAgent = (agent: string) => /MicroMessenger/i.test(agent);

export const inWeChat = () => isWeChatAgent(userAgent());

/** What the page knows of where it runs, besides the browser's user agent. */
type Page = {
  /** WeChat says so in a mini-program's web-view (`window.__wxjs_environment`). */
  miniProgram: boolean;
  /** A window at most 767 px wide. */
  narrow: boolean;
};

/**
 * Where a page pays (the providers' checkout differs): the mini-program, WeChat's browser (JSAPI), a
 * phone (the providers' mobile pages), else a desktop (QR codes and desktop cashiers). A narrow window
 * counts as a phone: the mobile pages fit it, the desktop ones do not.
 */
export function channelOf(agent: string, page: Page): PayChannel {
  if (page.miniProgram || /miniProgram/i.test(agent)) return "mini-program";
  if (isWeChatAgent(agent)) return "wechat-browser";
  return /Mobi|Android|iPhone|iPad|HarmonyOS/i.test(agent) || page.narrow ? "mobile" : "pc";
}

/** Where this page pays (`channelOf`). */
export function payChannel(): PayChannel {
  return channelOf(userAgent(), {
    miniProgram: window.__wxjs_environment === "miniprogram",
    narrow: window.matchMedia("(max-width: 767px)").matches,
  });
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
