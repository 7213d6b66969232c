/**
 * The one interface every invoice issuer speaks (DOMAIN.md §5): the built-in issuer (numbers invoices
 * from a sequence in the database and renders the society's own PDF; the default), and adapters for tax
 * platforms (Nuonuo for digital invoices). The invoice service knows nothing else of them.
 *
 * Money is integer cents (fen) with its currency; an adapter converts to its platform's unit.
 */
import type { InvoiceType } from "@confreg/shared";
import type { Bilingual } from "#lib/documents/bilingual";

/** The society as seller (system settings, DOMAIN.md §5). */
export type Seller = {
  name: Bilingual;
  taxpayerNumber: string;
  address: Bilingual;
  phone: string;
  bank: string;
  account: string;
};

/** The buyer as the attendee or finance staff entered it (spec 000 §5 invoice edit). */
export type Buyer = {
  title: string;
  taxpayerNumber: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  /** Where a digital invoice is delivered by the platform, when it delivers. */
  email: string;
  mobile: string;
  /** USD receipt (type 3): the registree, affiliation and postal address. */
  registree: string;
  affiliation: string;
  postAddress: string;
};

export type InvoiceLine = {
  /** The invoice content as printed (e.g. 会议费 / conference registration fee). */
  name: Bilingual;
  amount: number;
  /** Percent (6 for services); the built-in issuer and the USD receipt print it, platforms compute tax. */
  taxRate: number;
};

export type IssueRequest = {
  /** Our invoice's id: the platform's order number is derived from it, so a retry cannot issue twice. */
  invoiceId: number;
  /** Unique per issuing attempt of this invoice (a re-issue after a void is a new attempt). */
  orderNo: string;
  invoiceType: InvoiceType;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  currency: "CNY" | "USD";
  remark: string;
  /** The conference the money was for (printed on the built-in documents). */
  conference: Bilingual;
  at: Date;
};

/** What the issuer says about an issuing attempt or a void. */
export type IssueResult =
  | {
      status: "issued";
      invoiceNumber: string;
      /** The invoice code (fpdm) of paper and older electronic invoices; empty for digital ones. */
      invoiceCode: string;
      issuedAt: Date;
      /** Where the document is: a storage key of ours (built-in) or the platform's URL. */
      document: { storageKey: string } | { url: string } | null;
      /** The platform's message, for the invoice log. */
      message: string;
    }
  /** Accepted, not finished: ask again with `query` (platforms issue asynchronously). */
  | { status: "pending"; serial: string; message: string }
  /**
   * Refused or failed. `relogin`: the platform asks the seller to log in again (the spec's message; the
   * invoice goes back to where it was); `code` is the platform's, e.g. Nuonuo's.
   */
  | { status: "failed"; code: string; message: string; relogin: boolean };

export type VoidRequest = {
  invoiceId: number;
  /** A new order number for the red (reversing) invoice. */
  orderNo: string;
  /** The blue invoice being reversed. */
  original: { invoiceNumber: string; invoiceCode: string; request: IssueRequest };
  reason: string;
  at: Date;
};

export interface InvoiceIssuer {
  readonly name: string;
  /** The invoice types this issuer issues. */
  readonly types: readonly InvoiceType[];
  issue(request: IssueRequest): Promise<IssueResult>;
  /** The state of an attempt that answered pending (or whose answer was lost). */
  query(ref: { orderNo: string; serial: string | null }): Promise<IssueResult>;
  /** Voids or red-reverses an issued invoice; the result describes the red invoice. */
  void(request: VoidRequest): Promise<IssueResult>;
  /** The document of an issued invoice (the PDF), when the issuer can give it. */
  document(ref: {
    invoiceNumber: string;
    storageKey: string | null;
    url: string | null;
  }): Promise<Buffer | null>;
}

/** The issuer could not be reached or answered something unreadable; the call may be tried again. */
export class IssuerError extends Error {
  constructor(
    readonly issuer: string,
    message: string,
    readonly code: string | null = null,
  ) {
    super(`${issuer}: ${message}`);
    this.name = "IssuerError";
  }
}

/** The issuers of this server (`deps.invoices`). */
export type InvoiceIssuers = {
  /** Who issues this type: the tax platform where one is configured for it, else the built-in issuer. */
  forType(type: InvoiceType): InvoiceIssuer;
  byName(name: string): InvoiceIssuer | undefined;
};
