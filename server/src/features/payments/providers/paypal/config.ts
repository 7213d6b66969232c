import { z } from "zod";
import { credentialsFromEnv } from "#credentials-env";

/**
 * PayPal REST (Orders v2) settings, from the environment. All of it or none of it: a partial setup is an
 * error at start rather than a payment that fails in front of an attendee.
 *
 * PAYPAL_WEBHOOK_ID is the id PayPal shows for the webhook registered in the app's dashboard (pointing at
 * this server's PayPal notify route); PayPal's signature verification checks notifies against it.
 */
export type PaypalConfig = {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: "sandbox" | "production";
  /** Another API host than PayPal's own for the environment (the tests' local fake); null: PayPal's. */
  baseUrl: string | null;
};

const NAMES = [
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "PAYPAL_WEBHOOK_ID",
  "PAYPAL_ENVIRONMENT",
  "PAYPAL_BASE_URL",
] as const;

export const paypalEnvironments = ["sandbox", "production"] as const;

const paypalEnv = z.object({
  PAYPAL_CLIENT_ID: z.string().min(1),
  PAYPAL_CLIENT_SECRET: z.string().min(1),
  PAYPAL_WEBHOOK_ID: z.string().regex(/^[a-zA-Z0-9]+$/, "the webhook id shown in PayPal's dashboard"),
  PAYPAL_ENVIRONMENT: z.enum(paypalEnvironments, "sandbox or production").default("sandbox"),
  PAYPAL_BASE_URL: z.url().optional(),
});

/** Null when no PAYPAL_* variable is set (PayPal is not offered); throws when it is set up partly or wrongly. */
export function loadPaypalConfig(env: Record<string, string | undefined>): PaypalConfig | null {
  const e = credentialsFromEnv("PayPal", NAMES, paypalEnv, env);
  if (!e) return null;
  return {
    clientId: e.PAYPAL_CLIENT_ID,
    clientSecret: e.PAYPAL_CLIENT_SECRET,
    webhookId: e.PAYPAL_WEBHOOK_ID,
    environment: e.PAYPAL_ENVIRONMENT,
    baseUrl: e.PAYPAL_BASE_URL?.replace(/\/+$/, "") ?? null,
  };
}

/**
 * The client id the browser's PayPal buttons load with (PayPal's JS SDK takes it in its script URL); it is
 * public by design, unlike the secret. Null when PayPal is not configured.
 */
export function paypalClientId(config: PaypalConfig | null): string | null {
  return config?.clientId ?? null;
}

/** PayPal's REST host for the environment, unless the configuration points elsewhere. */
export function paypalApiBase(config: PaypalConfig): string {
  if (config.baseUrl) return config.baseUrl;
  return config.environment === "production"
    ? "https://api-m.paypal.com"
    : "https://api-m.sandbox.paypal.com";
}
