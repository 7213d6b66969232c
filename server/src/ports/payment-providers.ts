import type { OnlinePayType, PayType } from "@confreg/shared";
import type { Selectable } from "kysely";
import type { Database } from "#db/schema";
import type { NotifyRequest, PaymentProvider } from "./payment-provider";

/** The built-in cashier that stands in for every provider without credentials, so a fresh server can pay. */
export interface DemoCashier {
  provider: PaymentProvider;
  /** Whether a cashier link (order and return URL) was made by this server. */
  checkLink(outTradeNo: string, returnUrl: string, signature: string): boolean;
  order(outTradeNo: string): Promise<Selectable<Database["demoOrders"]> | undefined>;
  /** The cashier's Pay or Fail button: records the outcome and returns the signed notify to post. */
  settle(outTradeNo: string, outcome: "paid" | "closed"): Promise<NotifyRequest | null>;
}

/** The payment providers of this server (`deps.payments`). */
export type PaymentProviders = {
  /** The provider of an online pay type: the configured adapter, or the demo cashier standing in for it. */
  forPayType(payType: OnlinePayType): { provider: PaymentProvider; demo: boolean };
  /** A provider by the name its notify route and its orders carry. */
  byName(name: string): PaymentProvider | undefined;
  /** The online types the demo cashier serves (no credentials configured for their provider). */
  demoPayTypes: PayType[];
  demo: DemoCashier;
  /** PayPal's client id for the buyer's buttons, when PayPal is configured. */
  paypalClientId: string | null;
};
