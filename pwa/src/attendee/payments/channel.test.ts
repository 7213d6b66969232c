import { describe, expect, it } from "vitest";
import { channelOf, isWeChatAgent } from "./channel";

const desktop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const weChat = `${iPhone} MicroMessenger/8.0.49(0x18003131) NetType/WIFI Language/zh_CN`;
const miniProgram = `${weChat} miniProgram/wx1234567890`;
const page = { miniProgram: false, narrow: false };

describe("where a page pays (the providers' checkout differs)", () => {
  it("pays through the mini-program inside its web-view, whether WeChat's flag or its user agent says so", () => {
    expect(channelOf(miniProgram, page)).toBe("mini-program");
    expect(channelOf(weChat, { ...page, miniProgram: true })).toBe("mini-program");
  });

  it("pays with WeChat's own JSAPI in WeChat's browser", () => {
    expect(channelOf(weChat, page)).toBe("wechat-browser");
    expect(isWeChatAgent(weChat)).toBe(true);
    expect(isWeChatAgent(iPhone)).toBe(false);
  });

  it("uses the providers' mobile pages on a phone or in a narrow window, else their desktop cashiers", () => {
    expect(channelOf(iPhone, page)).toBe("mobile");
    expect(channelOf(desktop, { ...page, narrow: true })).toBe("mobile");
    expect(channelOf(desktop, page)).toBe("pc");
  });
});
