import type { InvoiceIssuer, InvoiceIssuers } from "#ports/invoice-issuer";

/** The built-in issuer for every type, and each configured platform for the types it serves. */
export function createInvoiceIssuers(
  builtin: InvoiceIssuer,
  platforms: InvoiceIssuer[] = [],
): InvoiceIssuers {
  const byName = new Map([builtin, ...platforms].map((issuer) => [issuer.name, issuer]));
  return {
    forType: (type) => platforms.find((issuer) => issuer.types.includes(type)) ?? builtin,
    byName: (name) => byName.get(name),
  };
}
