import { type OnlinePayType, onlinePayTypes, PayType } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { PaymentProvider, ProviderName } from "#ports/payment-provider";
import type { PaymentProviders } from "#ports/payment-providers";
import { createDemoProvider } from "./demo/demo-provider";

/** The provider that serves each online pay type (shared `payTypeTraits`: a new one needs its provider). */
export const providerOfPayType = {
  [PayType.alipay]: "alipay",
  [PayType.wechat]: "wechat",
  [PayType.unionpay]: "unionpay",
  [PayType.paypal]: "paypal",
} as const satisfies Record<OnlinePayType, Exclude<ProviderName, "demo">>;

/**
 * The providers of this server: each configured adapter (credentials from the environment, see
 * server/docs/payments-and-invoices.md), and the built-in demo cashier for every provider without credentials, so that a fresh
 * `npm start` can pay. `configured` holds the adapters built from the environment (or tests' fakes).
 */
export function createPaymentProviders(
  deps: { db: Kysely<Database>; demoKey: Buffer; now: () => Date },
  configured: Partial<Record<Exclude<ProviderName, "demo">, PaymentProvider>> = {},
  options: { paypalClientId?: string | null } = {},
): PaymentProviders {
  const demo = createDemoProvider({ db: deps.db, key: deps.demoKey, now: deps.now });
  const byName = new Map<string, PaymentProvider>([["demo", demo.provider]]);
  for (const provider of Object.values(configured)) byName.set(provider.name, provider);
  const demoPayTypes = onlinePayTypes.filter((payType) => !configured[providerOfPayType[payType]]);
  return {
    forPayType(payType) {
      const provider = configured[providerOfPayType[payType]];
      return provider ? { provider, demo: false } : { provider: demo.provider, demo: true };
    },
    byName: (name) => byName.get(name),
    demoPayTypes,
    demo,
    paypalClientId: configured.paypal ? (options.paypalClientId ?? null) : null,
  };
}
