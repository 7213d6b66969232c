import { z } from "zod";

/**
 * Nuonuo open platform (诺诺开放平台, 诺税通 SaaS) settings from the environment: all of the required ones or
 * none (then the built-in issuer stays the only one). A partial setup is an error at start rather than an
 * invoice that fails in front of the finance office.
 *
 * NUONUO_APP_KEY / NUONUO_APP_SECRET: the self-use app's keys (应用概况); NUONUO_ACCESS_TOKEN: the app's
 * token (a self-use app can be given one that never expires); NUONUO_TAX_NUMBER: the society's taxpayer
 * number, sent as `userTax` and `salerTaxNum`; NUONUO_BASE_URL: the services URL, production by default (the
 * sandbox is https://sandbox.nuonuocs.cn/open/v1/services with tax number 339902999999789113);
 * NUONUO_CLERK: the 开票员 whose name matches the digital-invoice login; NUONUO_GOODS_CODE: the 19-digit tax
 * classification code (税收分类编码) of the invoice lines, when the 诺税通 workbench does not assign one.
 */
export type NuonuoConfig = {
  appKey: string;
  appSecret: string;
  accessToken: string;
  taxNumber: string;
  /** The services URL; its path (/open/v1/services) is part of what is signed. */
  baseUrl: string;
  clerk: string | null;
  goodsCode: string | null;
};

export const NUONUO_PRODUCTION_URL = "https://sdk.nuonuo.com/open/v1/services";

const KEYS = [
  "NUONUO_APP_KEY",
  "NUONUO_APP_SECRET",
  "NUONUO_ACCESS_TOKEN",
  "NUONUO_TAX_NUMBER",
  "NUONUO_BASE_URL",
  "NUONUO_CLERK",
  "NUONUO_GOODS_CODE",
] as const;
const REQUIRED = ["NUONUO_APP_KEY", "NUONUO_APP_SECRET", "NUONUO_ACCESS_TOKEN", "NUONUO_TAX_NUMBER"] as const;

const nuonuoEnv = z.object({
  NUONUO_APP_KEY: z.string().min(1),
  NUONUO_APP_SECRET: z.string().min(1),
  NUONUO_ACCESS_TOKEN: z.string().min(1),
  NUONUO_TAX_NUMBER: z
    .string()
    .regex(/^[0-9A-Z]{15,20}$/, "15 to 20 digits or capital letters (the unified social credit code)"),
  NUONUO_BASE_URL: z
    .url({ protocol: /^https?$/ })
    // The signature covers the three path segments (a=services&l=v1&p=open), so the path must have them.
    .refine(
      (url) => /^\/[^/]+\/[^/]+\/[^/]+$/.test(new URL(url).pathname),
      "a services URL such as .../open/v1/services",
    )
    .default(NUONUO_PRODUCTION_URL),
  NUONUO_CLERK: z.string().max(20).optional(),
  NUONUO_GOODS_CODE: z
    .string()
    .regex(/^\d{19}$/, "19 digits")
    .optional(),
});

/** The Nuonuo settings, or null when none is set; throws naming what is missing or wrong when partly set. */
export function loadNuonuoConfig(env: Record<string, string | undefined>): NuonuoConfig | null {
  const present = KEYS.filter((key) => (env[key] ?? "").trim() !== "");
  if (present.length === 0) return null;
  const missing = REQUIRED.filter((key) => !present.includes(key));
  if (missing.length > 0) throw new Error(`Nuonuo is partly configured: missing ${missing.join(", ")}`);
  const parsed = nuonuoEnv.safeParse(Object.fromEntries(present.map((key) => [key, env[key]?.trim()])));
  if (!parsed.success) {
    // Issues name the variable and the rule, never the value (it may be a secret).
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Nuonuo settings are invalid: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  return {
    appKey: e.NUONUO_APP_KEY,
    appSecret: e.NUONUO_APP_SECRET,
    accessToken: e.NUONUO_ACCESS_TOKEN,
    taxNumber: e.NUONUO_TAX_NUMBER,
    baseUrl: e.NUONUO_BASE_URL,
    clerk: e.NUONUO_CLERK ?? null,
    goodsCode: e.NUONUO_GOODS_CODE ?? null,
  };
}
