import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Logger } from "#logger";
import type { PaymentProvider, ProviderName } from "#ports/payment-provider";
import type { PaymentProviders } from "#ports/payment-providers";
import { createAlipayProvider } from "./alipay/alipay-provider";
import { loadAlipayConfig } from "./alipay/config";
import { loadPaypalConfig, paypalClientId } from "./paypal/config";
import { createPaypalProvider } from "./paypal/provider";
import { createPaymentProviders } from "./registry";
import { loadUnionpayConfig } from "./unionpay/config";
import { createUnionpayProvider } from "./unionpay/unionpay-provider";
import { loadWechatConfig } from "./wechat/config";
import { createWechatProvider } from "./wechat/provider";

type Deps = { db: Kysely<Database>; demoKey: Buffer; now: () => Date; logger: Logger };

/**
 * The server's providers from its environment (server/docs/payments-and-invoices.md): every provider whose credentials are
 * set gets its adapter; the others are served by the demo cashier, and the log says which. Credentials
 * set only in part stop the start with a message naming what is missing.
 */
export function loadPaymentProviders(env: NodeJS.ProcessEnv, deps: Deps): PaymentProviders {
  const configured: Partial<Record<Exclude<ProviderName, "demo">, PaymentProvider>> = {};
  const alipay = loadAlipayConfig(env);
  if (alipay) configured.alipay = createAlipayProvider(alipay, { now: deps.now });
  const wechat = loadWechatConfig(env);
  if (wechat) configured.wechat = createWechatProvider(wechat, { now: deps.now });
  const unionpay = loadUnionpayConfig(env);
  if (unionpay) configured.unionpay = createUnionpayProvider(unionpay, { now: deps.now }) as PaymentProvider;
  const paypal = loadPaypalConfig(env);
  if (paypal) configured.paypal = createPaypalProvider(paypal, { now: deps.now });
  const payments = createPaymentProviders(deps, configured, { paypalClientId: paypalClientId(paypal) });
  deps.logger.info(
    { configured: Object.keys(configured), demo: payments.demoPayTypes },
    "payment providers (demo: the built-in demo cashier, a simulation)",
  );
  return payments;
}
