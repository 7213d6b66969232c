import type { InvoiceAction } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The invoice log (spec 002 §3): what the issuer answered (actionType 1 issue, 2 red reversal, 3 query,
 * 4 notify), the attendee's application (5) and finance's corrections of the details (6).
 */
export interface InvoiceLogsTable {
  id: Generated<number>;
  invoiceId: number;
  actionType: InvoiceAction;
  fphm: Generated<string>;
  /** What the entry says (shared InvoiceLogMessage) with its values as JSON; "" on entries from before. */
  messageKey: Generated<string>;
  messageParams: Generated<string>;
  /** The issuer's own answer, as it gave it (a value the entry shows, not its sentence). */
  returnMessage: Generated<string>;
  electronicInvoiceUrl: Generated<string>;
  createTime: string;
}

export type InvoiceLogRow = Selectable<InvoiceLogsTable>;
export type NewInvoiceLog = Insertable<InvoiceLogsTable>;
export type InvoiceLogUpdate = Updateable<InvoiceLogsTable>;
