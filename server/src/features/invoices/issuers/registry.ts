import type { InvoiceType } from "@confreg/shared";
import type { InvoiceIssuer } from "./issuer";

export type InvoiceIssuers = {
  /** Who issues this type: the tax platform where one is configured for it, else the built-in issuer. */
  forType(type: InvoiceType): InvoiceIssuer;
  byName(name: string): InvoiceIssuer | undefined;
};

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
