import {
  InvoiceType,
  invoiceTypeValues,
  MessageChannel,
  onlinePayTypes,
  ProviderMode,
  type ProviderStatus,
} from "@confreg/shared";
import type { AppDeps } from "#http/env";

const builtinIssuer = "builtin";

/** The SMTP server's host and port, without the account and password the URL may carry. */
function mailHost(url: string): string {
  const parsed = new URL(url);
  return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
}

/**
 * What the server's environment provides, as the running server has it: each online pay type's provider
 * (or the demo cashier), each invoice type's issuer, the e-mail and SMS senders. Names only, no secrets.
 */
export function providerStatus(deps: AppDeps): ProviderStatus {
  const { payments, invoices, messages, config } = deps;
  const undelivered = messages.undelivered;
  const mode = (builtIn: boolean) => (builtIn ? ProviderMode.builtIn : ProviderMode.configured);
  return {
    payments: onlinePayTypes.map((payType) => {
      const { provider, demo } = payments.forPayType(payType);
      return { payType, mode: mode(demo), provider: provider.name };
    }),
    invoices: invoiceTypeValues
      .filter((type) => type !== InvoiceType.none)
      .map((invoiceType) => {
        const issuer = invoices.forType(invoiceType).name;
        return { invoiceType, mode: mode(issuer === builtinIssuer), issuer };
      }),
    mail: {
      mode: mode(undelivered.includes(MessageChannel.email)),
      host: config.mail ? mailHost(config.mail.url) : "",
      from: config.mail?.from ?? "",
    },
    sms: { mode: mode(undelivered.includes(MessageChannel.sms)), provider: config.smsProvider },
  };
}
