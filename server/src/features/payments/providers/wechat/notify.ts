import { z } from "zod";
import type { WechatConfig } from "#features/payments/providers/wechat/config";
import {
  paymentReport,
  refund,
  refundReport,
  transaction,
} from "#features/payments/providers/wechat/reports";
import {
  checkWechatSignature,
  decryptResource,
  signedHeaders,
} from "#features/payments/providers/wechat/sign";
import {
  NotifyRejected,
  type NotifyReply,
  type NotifyRequest,
  type PaymentReport,
  type RefundReport,
} from "#ports/payment-provider";

const envelope = z.object({
  id: z.string(),
  event_type: z.string(),
  resource_type: z.literal("encrypt-resource"),
  resource: z.object({
    algorithm: z.literal("AEAD_AES_256_GCM"),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
  }),
});

/**
 * Reads a notify only after it proved genuine: signed by a WeChat Pay key we hold, recent (no replay),
 * decrypting under our APIv3 key, and for our merchant number and app ids.
 */
export function verifyWechatNotify(
  request: NotifyRequest,
  config: WechatConfig,
  now: Date,
): PaymentReport | RefundReport {
  const lower = new Map(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const problem = checkWechatSignature(
    signedHeaders((name) => lower.get(name)),
    request.body,
    config.platformKeys,
    now,
  );
  if (problem) throw new NotifyRejected(problem);

  const parsed = envelope.safeParse(parseJson(request.body));
  if (!parsed.success) throw new NotifyRejected("not a WeChat Pay v3 notify");
  const { event_type: eventType, resource } = parsed.data;
  let plain: string;
  try {
    plain = decryptResource(resource, config.apiV3Key);
  } catch {
    throw new NotifyRejected("resource does not decrypt with our APIv3 key");
  }

  if (eventType === "TRANSACTION.SUCCESS") {
    const t = transaction.safeParse(parseJson(plain));
    if (!t.success) throw new NotifyRejected("unreadable transaction resource");
    if (t.data.mchid !== config.mchid) throw new NotifyRejected("another merchant's notify");
    const ours = [config.appId, config.miniProgramAppId].filter(Boolean);
    if (!t.data.appid || !ours.includes(t.data.appid)) throw new NotifyRejected("another app's notify");
    return paymentReport(t.data);
  }
  if (eventType.startsWith("REFUND.")) {
    const r = refund.safeParse(parseJson(plain));
    if (!r.success) throw new NotifyRejected("unreadable refund resource");
    // A refund resource names the merchant only (no app id).
    if (r.data.mchid !== config.mchid) throw new NotifyRejected("another merchant's notify");
    return refundReport(r.data);
  }
  throw new NotifyRejected(`unexpected event_type ${eventType}`);
}

/**
 * Accepted: 200. The current documentation wants no body ("HTTP 应答状态码需返回 200 或 204，
 * 无需返回应答报文"); older versions asked for {"code":"SUCCESS"}, which the current one ignores, so both are satisfied.
 * Not accepted: a 5xx with {"code":"FAIL","message":...}, so that WeChat Pay sends it again.
 */
export function wechatNotifyReply(accepted: boolean): NotifyReply {
  const body = accepted ? { code: "SUCCESS", message: "成功" } : { code: "FAIL", message: "失败" };
  return { status: accepted ? 200 : 500, contentType: "application/json", body: JSON.stringify(body) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
