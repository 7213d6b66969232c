import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Logger } from "#logger";
import type { InvoiceIssuers } from "#ports/invoice-issuer";
import type { FileStorage } from "#storage/storage";
import { createBuiltinIssuer } from "./builtin/builtin-issuer";
import { loadNuonuoConfig } from "./nuonuo/config";
import { createNuonuoIssuer } from "./nuonuo/issuer";
import { createInvoiceIssuers } from "./registry";

type Deps = { db: Kysely<Database>; storage: FileStorage; now: () => Date; logger: Logger };

/**
 * The server's invoice issuers (server/docs/payments-and-invoices.md): the built-in issuer always, for every type; the
 * Nuonuo platform for digital invoices when its variables are set.
 */
export function loadInvoiceIssuers(env: NodeJS.ProcessEnv, deps: Deps): InvoiceIssuers {
  const builtin = createBuiltinIssuer(deps);
  const nuonuo = loadNuonuoConfig(env);
  const platforms = nuonuo ? [createNuonuoIssuer(nuonuo, { now: deps.now })] : [];
  deps.logger.info({ platforms: platforms.map((p) => p.name) }, "invoice issuers (builtin for the rest)");
  return createInvoiceIssuers(builtin, platforms);
}
