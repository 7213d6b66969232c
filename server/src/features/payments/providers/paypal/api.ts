import {
  ApiError,
  type ApiResponse,
  Client,
  Environment,
  type OAuthToken,
  OrdersController,
  PaymentsController,
} from "@paypal/paypal-server-sdk";
import { type PaypalConfig, paypalApiBase } from "#features/payments/providers/paypal/config";
import { ProviderError } from "#ports/payment-provider";

/** A PayPal API failure: PayPal's error name as the code, plus what the caller may branch on. */
export class PaypalApiError extends ProviderError {
  constructor(
    message: string,
    code: string | null,
    /** HTTP status; null when PayPal was not reached. */
    readonly status: number | null,
    /** The first `details[].issue` (ORDER_ALREADY_CAPTURED...), where PayPal gives one. */
    readonly issue: string | null,
  ) {
    super("paypal", message, code);
  }
}

export type PaypalSdk = { orders: OrdersController; payments: PaymentsController };

export type PaypalApi = {
  /** Runs one SDK call and returns its result; every failure becomes a PaypalApiError. */
  call<T>(what: string, run: (sdk: PaypalSdk) => Promise<ApiResponse<T>>): Promise<T>;
  /** POSTs JSON to a path the SDK does not cover (webhook verification), with the SDK's token. */
  post(what: string, path: string, json: string): Promise<unknown>;
};

const TIMEOUT_MS = 20_000;

/**
 * The official SDK, pointed at `paypalApiBase(config)`. The SDK's typed configuration only knows PayPal's
 * two hosts (its `Environment` enum; `getBaseUri` is hard-coded), so its requests go out through a fetch
 * that moves them to our base URL, handed to the SDK's axios as `unstable_httpClientOptions` (raw axios
 * settings: the fetch adapter with our fetch). Production takes the same path (the move changes nothing
 * there) so that the tests against the fake exercise it; should an SDK upgrade drop the option, those
 * tests fail at once, their requests leaving for PayPal's sandbox instead of the fake.
 */
export function createPaypalApi(config: PaypalConfig, fetchImpl: typeof fetch = fetch): PaypalApi {
  const base = paypalApiBase(config);
  const sdkFetch = movedTo(base, fetchImpl);
  let sdk: (PaypalSdk & { token(): Promise<string> }) | null = null;

  async function call<T>(what: string, run: (sdk: PaypalSdk) => Promise<ApiResponse<T>>): Promise<T> {
    sdk ??= createSdk(config, sdkFetch);
    try {
      return (await run(sdk)).result;
    } catch (error) {
      // The SDK keeps a failed token request as a rejected promise and replays it on every later call
      // (@apimatic/oauth-adapters): after a network blip or a rotated secret it would never recover. A
      // fresh client after any failure costs one token request, and errors are rare.
      sdk = null;
      throw paypalError(what, error);
    }
  }

  async function post(what: string, path: string, json: string): Promise<unknown> {
    sdk ??= createSdk(config, sdkFetch);
    let response: Response;
    try {
      const token = await sdk.token();
      response = await fetchImpl(`${base}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: json,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      sdk = null;
      throw paypalError(what, error);
    }
    const body = parseJson(await response.text());
    if (!response.ok) {
      sdk = null; // a 401 means the token we hold is no good any more
      throw paypalError(what, { statusCode: response.status, result: body });
    }
    return body;
  }

  return { call, post };
}

function createSdk(config: PaypalConfig, sdkFetch: typeof fetch): PaypalSdk & { token(): Promise<string> } {
  // One token for the SDK's calls and ours: the SDK asks this provider whenever its own copy is missing or
  // expired, and `token()` refreshes the same copy.
  let current: OAuthToken | undefined;
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
      oAuthTokenProvider: async (last, manager) => {
        current = await manager.updateToken(current ?? last);
        return current;
      },
    },
    environment: config.environment === "production" ? Environment.Production : Environment.Sandbox,
    timeout: TIMEOUT_MS,
    unstable_httpClientOptions: { adapter: "fetch", env: { fetch: sdkFetch } },
  });
  return {
    orders: new OrdersController(client),
    payments: new PaymentsController(client),
    async token() {
      current = await client.clientCredentialsAuthManager.updateToken(current);
      return current.accessToken;
    },
  };
}

/** A fetch that sends each request to the same path and query on `base` instead of the SDK's host. */
function movedTo(base: string, fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const original = new URL(input instanceof Request ? input.url : String(input));
    const target = `${base}${original.pathname}${original.search}`;
    return input instanceof Request ? fetchImpl(new Request(target, input), init) : fetchImpl(target, init);
  };
}

/** PayPal's error name (RESOURCE_NOT_FOUND, UNPROCESSABLE_ENTITY, invalid_client...) as the code. */
function paypalError(what: string, error: unknown): PaypalApiError {
  const answered =
    error instanceof ApiError || (typeof error === "object" && error !== null && "statusCode" in error)
      ? (error as { statusCode: number; result?: unknown })
      : null;
  if (!answered) {
    const reason = error instanceof Error ? error.message : String(error);
    return new PaypalApiError(`${what}: PayPal could not be reached (${reason})`, null, null, null);
  }
  const result = (answered.result ?? {}) as Record<string, unknown>;
  const code = stringField(result, "name") ?? stringField(result, "error");
  const details = Array.isArray(result.details) ? (result.details as Record<string, unknown>[]) : [];
  const issue = details[0] ? stringField(details[0], "issue") : null;
  // PayPal's debug id is what its support asks for; its messages carry no personal data.
  const debugId = stringField(result, "debug_id");
  const text = [
    code ?? `HTTP ${answered.statusCode}`,
    issue && `(${issue})`,
    debugId && `debug_id ${debugId}`,
  ]
    .filter(Boolean)
    .join(" ");
  return new PaypalApiError(`${what}: ${text}`, code, answered.statusCode, issue);
}

function stringField(object: Record<string, unknown>, key: string): string | null {
  const value = object[key];
  return typeof value === "string" && value !== "" ? value : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
