import type { WechatConfig } from "#features/payments/providers/wechat/config";
import { authorization, checkWechatSignature, signedHeaders } from "#features/payments/providers/wechat/sign";
import { ProviderError } from "#ports/payment-provider";

export type WechatClientOptions = { fetch?: typeof fetch; now?: () => Date };

export type WechatClient = {
  /** Sends a signed request; resolves with the verified JSON answer (null for 204), throws ProviderError. */
  call(method: "GET" | "POST", pathAndQuery: string, body?: unknown): Promise<unknown>;
};

const TIMEOUT_MS = 15_000;

/**
 * A thin v3 client: signs each request with the merchant key and checks each answer's signature with
 * WeChat Pay's key before anything in it is believed.
 */
export function createWechatClient(config: WechatConfig, options: WechatClientOptions = {}): WechatClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());

  return {
    async call(method, pathAndQuery, body) {
      const text = body === undefined ? "" : JSON.stringify(body);
      const headers: Record<string, string> = {
        Accept: "application/json",
        // WeChat Pay refuses requests without a User-Agent.
        "User-Agent": "confreg-wechatpay/1",
        Authorization: authorization({
          method,
          pathAndQuery,
          body: text,
          mchid: config.mchid,
          serialNo: config.serialNo,
          privateKey: config.privateKey,
          now: now(),
        }),
      };
      if (body !== undefined) headers["Content-Type"] = "application/json";
      let response: Response;
      let answer: string;
      try {
        response = await doFetch(`${config.baseUrl}${pathAndQuery}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: text }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        answer = await response.text();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ProviderError("wechat", `${method} ${pathOnly(pathAndQuery)} failed: ${reason}`);
      }
      checkAnswer(response, answer, config, now());
      if (!response.ok) throw apiError(response.status, answer, pathAndQuery);
      if (answer === "") return null;
      try {
        return JSON.parse(answer) as unknown;
      } catch {
        throw new ProviderError("wechat", `${pathOnly(pathAndQuery)} answered something other than JSON`);
      }
    },
  };
}

/**
 * A success must be signed. WeChat's own SDKs do not check error answers (not all are signed, e.g. when
 * our signature was refused); one is checked when it carries a signature, and an unsigned one can only
 * make a call fail, never report a payment.
 */
function checkAnswer(response: Response, answer: string, config: WechatConfig, now: Date): void {
  const headers = signedHeaders((name) => response.headers.get(name) ?? undefined);
  if (!response.ok && !headers) return;
  const problem = checkWechatSignature(headers, answer, config.platformKeys, now);
  if (problem) throw new ProviderError("wechat", `answer not genuine (${problem})`);
}

function apiError(status: number, answer: string, pathAndQuery: string): ProviderError {
  let code: string | null = null;
  let message = "";
  try {
    const parsed = JSON.parse(answer) as { code?: unknown; message?: unknown };
    if (typeof parsed.code === "string") code = parsed.code;
    if (typeof parsed.message === "string") message = parsed.message;
  } catch {
    // An answer from a proxy in between, not from WeChat Pay: the status says enough.
  }
  return new ProviderError(
    "wechat",
    `${pathOnly(pathAndQuery)} answered ${status} ${code ?? ""} ${message}`.trim(),
    code,
  );
}

/** Logs and errors name the endpoint without its query (it holds the merchant number). */
function pathOnly(pathAndQuery: string): string {
  return pathAndQuery.split("?")[0] ?? pathAndQuery;
}
