import { AlipayRequestError, AlipaySdk } from "alipay-sdk";
import { ProviderError } from "#ports/payment-provider";
import { formatBeijingTime } from "./alipay-format";
import type { AlipayConfig } from "./config";

/** An API answer's `xxx_response` object, snake_case as Alipay wrote it, its signature checked. */
export type AlipayAnswer = { code: string; [field: string]: unknown };

export type AlipayGateway = {
  /** Calls an OpenAPI method; answers whatever code Alipay gave, throws ProviderError when there is none. */
  call(method: string, bizContent: Record<string, string>): Promise<AlipayAnswer>;
  /** A signed GET URL of the gateway for the browser (page and WAP pay). */
  pageUrl(
    method: string,
    params: { bizContent: Record<string, string>; returnUrl: string; notifyUrl: string },
  ): string;
  /** Checks an RSA2 (SHA256withRSA) signature made with Alipay's key. */
  verifyAlipaySignature(content: string, signature: string): boolean;
};

export function createAlipayGateway(config: AlipayConfig, now: () => Date): AlipayGateway {
  const sdk = new AlipaySdk({
    appId: config.appId,
    // The SDK re-wraps PEM bodies line by line: trailing newlines would end up inside the key.
    privateKey: config.privateKey.trim(),
    keyType: "PKCS8",
    alipayPublicKey: config.alipayPublicKey.trim(),
    gateway: config.gateway,
    signType: "RSA2",
    // Keep Alipay's field names as documented (out_trade_no), not camelCased.
    camelcase: false,
  });
  // The SDK stamps requests in the server's local time; Alipay reads the timestamp as Beijing time.
  const timestamp = () => formatBeijingTime(now());

  return {
    async call(method, bizContent) {
      let answer: Record<string, unknown>;
      try {
        // validateSign: the answer's signature is checked with Alipay's public key before it is read.
        answer = await sdk.exec(method, { bizContent, timestamp: timestamp() }, { validateSign: true });
      } catch (error) {
        throw toProviderError(error);
      }
      if (typeof answer.code !== "string")
        throw new ProviderError("alipay", `${method}: answer without a code`);
      return answer as AlipayAnswer;
    },
    pageUrl(method, params) {
      return sdk.pageExecute(method, "GET", {
        bizContent: params.bizContent,
        returnUrl: params.returnUrl,
        notifyUrl: params.notifyUrl,
        timestamp: timestamp(),
      });
    },
    verifyAlipaySignature(content, signature) {
      try {
        return sdk.rsaCheck(content, signature, "RSA2");
      } catch {
        return false;
      }
    },
  };
}

/** A non-empty string field of an answer, or null. */
export function answerText(answer: AlipayAnswer, field: string): string | null {
  const value = answer[field];
  return typeof value === "string" && value !== "" ? value : null;
}

/** The error code of an answer that was not a success: Alipay's sub_code, else its code. */
export function answerCode(answer: AlipayAnswer): string {
  return typeof answer.sub_code === "string" ? answer.sub_code : answer.code;
}

export function answerError(method: string, answer: AlipayAnswer): ProviderError {
  const detail = typeof answer.sub_msg === "string" ? answer.sub_msg : String(answer.msg ?? "");
  return new ProviderError(
    "alipay",
    `${method} failed: ${answerCode(answer)} ${detail}`.trim(),
    answerCode(answer),
  );
}

/**
 * The SDK's own messages quote the answer it could not verify (buyer ids, amounts): they are not passed on.
 * The code of an unverified error answer is, since it can only make the call fail.
 */
function toProviderError(error: unknown): ProviderError {
  if (!(error instanceof AlipayRequestError)) {
    return new ProviderError("alipay", "the gateway's answer could not be read or verified");
  }
  if (error.message.startsWith("HttpClient Request error")) {
    return new ProviderError("alipay", "the gateway could not be reached");
  }
  if (error.responseDataRaw === undefined) {
    return new ProviderError("alipay", "the gateway's answer could not be read");
  }
  return new ProviderError(
    "alipay",
    "the gateway's answer was refused (HTTP status, format or signature)",
    unverifiedSubCode(error.responseDataRaw),
  );
}

function unverifiedSubCode(raw: string): string | null {
  const match = /"sub_code"\s*:\s*"([\w.-]{1,64})"/.exec(raw);
  return match?.[1] ?? null;
}
