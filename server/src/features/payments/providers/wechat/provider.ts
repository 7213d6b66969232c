import { z } from "zod";
import { createWechatClient, type WechatClientOptions } from "#features/payments/providers/wechat/client";
import type { WechatConfig } from "#features/payments/providers/wechat/config";
import { verifyWechatNotify, wechatNotifyReply } from "#features/payments/providers/wechat/notify";
import {
  paymentReport,
  refund,
  refundReport,
  transaction,
  unknownPayment,
} from "#features/payments/providers/wechat/reports";
import { beijingTime, nonceString, signMessage } from "#features/payments/providers/wechat/sign";
import {
  type Checkout,
  type CreatedOrder,
  type CreateOrderRequest,
  type PayChannel,
  type PaymentProvider,
  ProviderError,
} from "#ports/payment-provider";

/**
 * WeChat Pay API v3 for a direct merchant (普通商户): Native QR on desktops, H5 in mobile browsers, JSAPI in
 * WeChat's browser and in the mini-program. Amounts are fen integers in CNY on both sides.
 */
export function createWechatProvider(
  config: WechatConfig,
  options: WechatClientOptions = {},
): PaymentProvider {
  const client = createWechatClient(config, options);
  const now = options.now ?? (() => new Date());
  const mchid = encodeURIComponent(config.mchid);
  const channels: PayChannel[] = ["pc", "mobile", "wechat-browser"];
  // The mini-program pays under its own app id; without one configured the channel is not offered.
  if (config.miniProgramAppId) channels.push("mini-program");

  const parse = <T>(schema: z.ZodType<T>, answer: unknown, what: string): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ProviderError("wechat", `unexpected ${what} answer`);
    return parsed.data;
  };

  const orderBody = (request: CreateOrderRequest, appid: string) => {
    if (request.money.currency !== "CNY") throw new Error("WeChat Pay takes CNY only");
    return {
      appid,
      mchid: config.mchid,
      description: request.subject,
      out_trade_no: request.outTradeNo,
      time_expire: beijingTime(request.expiresAt),
      notify_url: request.notifyUrl,
      amount: { total: request.money.amount, currency: "CNY" },
    };
  };

  const jsapiCheckout = async (request: CreateOrderRequest, appId: string | null): Promise<Checkout> => {
    if (!appId)
      throw new Error("WeChat Pay: no mini-program app id configured (WECHATPAY_MINIPROGRAM_APPID)");
    if (!request.openid) throw new Error("WeChat Pay JSAPI needs the payer's openid");
    const answer = await client.call("POST", "/v3/pay/transactions/jsapi", {
      ...orderBody(request, appId),
      payer: { openid: request.openid },
    });
    const { prepay_id } = parse(z.object({ prepay_id: z.string() }), answer, "JSAPI order");
    const timeStamp = String(Math.floor(now().getTime() / 1000));
    const nonceStr = nonceString();
    const pkg = `prepay_id=${prepay_id}`;
    const paySign = signMessage([appId, timeStamp, nonceStr, pkg], config.privateKey);
    return { kind: "jsapi", params: { appId, timeStamp, nonceStr, package: pkg, signType: "RSA", paySign } };
  };

  const checkout = async (request: CreateOrderRequest): Promise<Checkout> => {
    switch (request.channel) {
      case "pc": {
        const answer = await client.call(
          "POST",
          "/v3/pay/transactions/native",
          orderBody(request, config.appId),
        );
        const { code_url } = parse(z.object({ code_url: z.string() }), answer, "Native order");
        return { kind: "qr", codeUrl: code_url };
      }
      case "mobile": {
        const h5Info = {
          type: "Wap",
          ...(config.h5App.name ? { app_name: config.h5App.name } : {}),
          ...(config.h5App.url ? { app_url: config.h5App.url } : {}),
        };
        const answer = await client.call("POST", "/v3/pay/transactions/h5", {
          ...orderBody(request, config.appId),
          scene_info: { payer_client_ip: request.clientIp, h5_info: h5Info },
        });
        const { h5_url } = parse(z.object({ h5_url: z.string() }), answer, "H5 order");
        // WeChat sends the browser back here after paying (it must be on the domain registered for H5).
        return { kind: "redirect", url: `${h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
      }
      case "wechat-browser":
        return jsapiCheckout(request, config.appId);
      case "mini-program":
        return jsapiCheckout(request, config.miniProgramAppId);
    }
  };

  return {
    name: "wechat",
    channels,

    async createOrder(request): Promise<CreatedOrder> {
      return { checkout: await checkout(request), providerOrderId: null };
    },

    async verifyNotify(request) {
      return verifyWechatNotify(request, config, now());
    },

    notifyReply: wechatNotifyReply,

    async query(order) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.outTradeNo)}?mchid=${mchid}`;
      try {
        const answer = await client.call("GET", path);
        const t = parse(transaction, answer, "order query");
        if (t.out_trade_no !== order.outTradeNo || t.mchid !== config.mchid)
          throw new ProviderError("wechat", "order query answered for another order");
        return paymentReport(t);
      } catch (error) {
        if (error instanceof ProviderError && error.code === "ORDER_NOT_EXIST")
          return unknownPayment(order.outTradeNo);
        throw error;
      }
    },

    async close(order) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.outTradeNo)}/close`;
      try {
        await client.call("POST", path, { mchid: config.mchid });
      } catch (error) {
        // Closing what does not exist or is closed already leaves it as wanted.
        if (
          error instanceof ProviderError &&
          (error.code === "ORDER_NOT_EXIST" || error.code === "ORDER_CLOSED")
        )
          return;
        throw error;
      }
    },

    async refund(request) {
      if (request.refund.currency !== "CNY" || request.total.currency !== "CNY")
        throw new Error("WeChat Pay refunds CNY only");
      const answer = await client.call("POST", "/v3/refund/domestic/refunds", {
        ...(request.transactionId
          ? { transaction_id: request.transactionId }
          : { out_trade_no: request.outTradeNo }),
        out_refund_no: request.outRefundNo,
        reason: request.reason.slice(0, 80),
        notify_url: request.notifyUrl,
        amount: { refund: request.refund.amount, total: request.total.amount, currency: "CNY" },
      });
      return refundReport(parse(refund, answer, "refund"));
    },

    async queryRefund(request) {
      const answer = await client.call(
        "GET",
        `/v3/refund/domestic/refunds/${encodeURIComponent(request.outRefundNo)}`,
      );
      return refundReport(parse(refund, answer, "refund query"));
    },
  };
}
