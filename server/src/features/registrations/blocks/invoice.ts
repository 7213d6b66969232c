import { Currency, invoiceCapIssue, invoiceIssues, type StoredInvoice, storedInvoice } from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import { defineBlock } from "./block";

/** The invoice row to write, and whether the attendee chose it (the default is not held to the cap). */
type InvoicePlan = { invoice: StoredInvoice; chosen: boolean };

/**
 * The invoice (DOMAIN.md §5): the attendee's details, or the conference's default as before. Every
 * registration gets its invoice row, not yet applied for (status 0).
 */
export const invoiceBlock = defineBlock<InvoicePlan>({
  name: "invoice",
  async check({ db, context, input, payType }) {
    const { settings } = context.conference;
    const plan = { invoice: storedInvoice(settings, input.invoice), chosen: input.invoice !== undefined };
    if (!input.invoice) return { issues: [], plan };
    const society = await getAppSetting(db, "society");
    return { issues: invoiceIssues({ settings, payType, society }, input.invoice), plan };
  },
  checkTotal(plan, fee) {
    // The cap is in yuan; dollar totals take the USD receipt or no invoice.
    const capped = plan.chosen && fee.currency === Currency.cny;
    const issue = capped ? invoiceCapIssue(plan.invoice.invoiceType, fee.total) : null;
    return issue ? [issue] : [];
  },
  async write(tx, plan, { registrationId }) {
    await tx.db
      .insertInto("invoices")
      .values({ registrationId, ...plan.invoice, createTime: tx.now, updateTime: tx.now })
      .execute();
  },
});
