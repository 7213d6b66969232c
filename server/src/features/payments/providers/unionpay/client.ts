import { ProviderError } from "#ports/payment-provider";
import { UNIONPAY_PATHS, type UnionpayConfig } from "./config";
import { encodeForm, type Fields, parseAnswer, withoutBlanks } from "./message";
import { checkSigningCert, signFields, verifyFields } from "./signature";

export type UnionpayOptions = {
  /** For tests: the fetch that reaches the gateway. */
  fetch?: typeof fetch;
  /** For tests: the clock (txnTime, and the validity of UnionPay's signing certificate). */
  now?: () => Date;
};

/** A UnionPay call that does not answer in time is asked about later (query), never assumed either way. */
const TIMEOUT_MS = 20_000;

export type UnionpayClient = ReturnType<typeof createUnionpayClient>;

/** Signs requests with the merchant key, and checks what comes back from UnionPay (answers and notifies). */
export function createUnionpayClient(config: UnionpayConfig, options: UnionpayOptions = {}) {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());

  /** The fields every 5.1.0 message carries, then the signature over all of them. */
  function sign(fields: Record<string, string | undefined>): Fields {
    const message = withoutBlanks({
      version: "5.1.0",
      encoding: "UTF-8",
      signMethod: "01",
      accessType: "0",
      merId: config.merId,
      certId: config.certId,
      ...fields,
    });
    return { ...message, signature: signFields(message, config.signKey) };
  }

  /** Why a message claiming to be UnionPay's is not to be believed; null when it is genuine and ours. */
  function distrust(fields: Fields): string | null {
    if (fields.signMethod !== "01") return `unsupported signMethod ${fields.signMethod ?? "(none)"}`;
    const cert = checkSigningCert(fields.signPubKeyCert, config, now());
    if (!cert.ok) return cert.reason;
    if (!verifyFields(fields, cert.cert)) return "bad signature";
    if (fields.merId !== config.merId) return "another merchant's message";
    return null;
  }

  /** Posts a back-end request (refund, query) and returns UnionPay's verified answer. */
  async function call(path: "back" | "query", fields: Record<string, string | undefined>): Promise<Fields> {
    let response: Response;
    try {
      response = await doFetch(`${config.gateway}${UNIONPAY_PATHS[path]}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
        body: encodeForm(sign(fields)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ProviderError("unionpay", "the gateway could not be reached");
    }
    if (!response.ok) {
      throw new ProviderError(
        "unionpay",
        `the gateway answered HTTP ${response.status}`,
        `HTTP_${response.status}`,
      );
    }
    const answer = parseAnswer(await response.text());
    const problem = distrust(answer);
    // An unsigned answer's respCode is only a hint (UnionPay leaves some format errors unsigned).
    if (problem)
      throw new ProviderError("unionpay", `answer not trusted: ${problem}`, answer.respCode ?? null);
    return answer;
  }

  return { sign, distrust, call, now, frontUrl: `${config.gateway}${UNIONPAY_PATHS.front}` };
}
