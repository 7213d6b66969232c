import { z } from "zod";
import { optionalText, requiredText } from "../schemas/common";
import { onlinePayTypes } from "../state/payment-guards";
import { validationIds as v } from "../validation";
import { isValidEmail, normalizeEmail } from "../validators/contact";
import { isValidTaxpayerNumber, normalizeTaxpayerNumber } from "../validators/invoice";

const bilingualRequired = z.object({ zh: requiredText(200), en: requiredText(200) });
const bilingualOptional = z.object({ zh: optionalText(200), en: optionalText(200) });

/**
 * The society's identity (DOMAIN.md §5), edited by administrators of every conference: invoices may not
 * name it as their buyer, receipts print it, the bank-transfer dialog and notices show its accounts and
 * support address. Nothing in code names the society.
 */
export const societySettings = z.object({
  society: z.object({
    name: bilingualRequired,
    shortName: optionalText(40),
    taxpayerNumber: requiredText(30)
      .overwrite(normalizeTaxpayerNumber)
      .refine(isValidTaxpayerNumber, { error: v.taxpayerNumber }),
    address: bilingualOptional,
    phone: optionalText(40),
  }),
  bankAccounts: z.object({
    domestic: z.object({
      accountName: optionalText(100),
      bank: optionalText(100),
      accountNumber: optionalText(60),
    }),
    international: z.object({
      beneficiary: optionalText(200),
      beneficiaryAddress: optionalText(200),
      bank: optionalText(200),
      bankAddress: optionalText(200),
      swift: optionalText(20),
      accountNumber: optionalText(60),
    }),
  }),
  supportEmail: requiredText(100).overwrite(normalizeEmail).refine(isValidEmail, { error: v.email }),
});
export type SocietySettings = z.output<typeof societySettings>;
export type SocietySettingsInput = z.input<typeof societySettings>;
/** The settings' keys, each stored (and audited) on its own. */
export type SocietySettingKey = keyof SocietySettings;
export const societySettingKeys = Object.keys(societySettings.shape) as SocietySettingKey[];

/** How a service of the server is provided: by a configured provider, or built in (a demo or the outbox). */
export const ProviderMode = { configured: "configured", builtIn: "builtIn" } as const;
export type ProviderMode = (typeof ProviderMode)[keyof typeof ProviderMode];
const mode = z.enum([ProviderMode.configured, ProviderMode.builtIn]);

/**
 * What the server's environment provides (read-only here: set where the server runs). Names and addresses
 * only, never a credential.
 */
export const providerStatus = z.object({
  /** Each online pay type: its provider, or the built-in demo cashier. */
  payments: z.array(
    z.object({
      payType: z.literal(onlinePayTypes),
      mode,
      provider: z.string(),
    }),
  ),
  /** The invoice issuers in use: a tax platform for the types it serves, the built-in issuer for the rest. */
  invoices: z.array(z.object({ invoiceType: z.number().int(), mode, issuer: z.string() })),
  /** E-mail: the SMTP host and the From address, or the development outbox. */
  mail: z.object({ mode, host: z.string(), from: z.string() }),
  /** Text messages: the gateway, or the development outbox. */
  sms: z.object({ mode, provider: z.string() }),
});
export type ProviderStatus = z.infer<typeof providerStatus>;

/** GET /api/admin/settings: the editable settings (null where never set) and the environment's status. */
export const systemSettings = z.object({
  values: z.object({
    society: societySettings.shape.society.nullable(),
    bankAccounts: societySettings.shape.bankAccounts.nullable(),
    supportEmail: z.string().nullable(),
  }),
  providers: providerStatus,
});
export type SystemSettings = z.infer<typeof systemSettings>;
