import {
  Actor,
  Currency,
  type InvoiceContent,
  type InvoiceInput,
  InvoiceType,
  invoiceCapIssue,
  invoiceContentValues,
  invoiceIssues,
  type StoredInvoice,
  storedInvoice,
  storedInvoiceFields,
  validationIds,
} from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import type { Tx } from "#db/transact";
import { replaceInvoiceOnEdit, saveInvoiceFromRegistration } from "#features/invoices";
import { type BlockTarget, defineBlock } from "./block";

/**
 * The invoice row to write; the details the attendee chose (null: the conference's default, which is not
 * held to the cap); whether to keep them as a saved common invoice of the account.
 */
type InvoicePlan = { invoice: StoredInvoice; input: InvoiceInput | null; saveAsCommon: boolean };

/** Saved invoices belong to an attendee's account: the attendee registering is the one who keeps it. */
async function saveIfAsked(tx: Tx, plan: InvoicePlan, { actor }: BlockTarget) {
  if (plan.saveAsCommon && actor.kind === Actor.attendee && actor.id !== null) {
    await saveInvoiceFromRegistration(tx, actor.id, plan.invoice);
  }
}

const knownContent = (content: string): InvoiceContent | "" =>
  (invoiceContentValues as readonly string[]).includes(content) ? (content as InvoiceContent) : "";

/**
 * The invoice (DOMAIN.md §5): the attendee's details, or the conference's default as before. Every
 * registration gets its invoice row, not yet applied for (status 0). "Save as common invoice" keeps the
 * details for the attendee's next registration, in the same unit of work. An edit replaces the details
 * while the invoice may still change (own-invoice-edit.ts), and keeps them when it says nothing.
 */
export const invoiceBlock = defineBlock<InvoicePlan>({
  name: "invoice",
  async check({ db, context, input, payType }) {
    const { settings } = context.conference;
    const chosen = input.invoice;
    const plan = {
      invoice: storedInvoice(settings, chosen),
      input: chosen ?? null,
      saveAsCommon: chosen?.saveAsCommon ?? false,
    };
    if (!chosen) return { issues: [], plan };
    // Only an invoice with a buyer is compared with the society's own (not "no invoice": most rows of an import).
    const society = chosen.invoiceType === InvoiceType.none ? null : await getAppSetting(db, "society");
    const issues = invoiceIssues({ settings, payType, society }, chosen);
    // "No invoice" has nothing to keep.
    if (plan.saveAsCommon && chosen.invoiceType === InvoiceType.none) {
      issues.push({ path: "invoice.saveAsCommon", code: validationIds.invoiceTypeUnavailable });
    }
    return { issues, plan };
  },
  checkTotal(plan, fee) {
    // The cap is in yuan; dollar totals take the USD receipt or no invoice.
    const capped = plan.input !== null && fee.currency === Currency.cny;
    const issue = capped ? invoiceCapIssue(plan.invoice.invoiceType, fee.total) : null;
    return issue ? [issue] : [];
  },
  async write(tx, plan, target) {
    await tx.db
      .insertInto("invoices")
      .values({
        registrationId: target.registrationId,
        ...plan.invoice,
        createTime: tx.now,
        updateTime: tx.now,
      })
      .execute();
    await saveIfAsked(tx, plan, target);
  },
  async update(tx, plan, target) {
    if (!plan?.input) return;
    await replaceInvoiceOnEdit(tx, target.registrationId, plan.input, target.actor);
    await saveIfAsked(tx, plan, target);
  },
  async load(db, registrationId) {
    const row = await db
      .selectFrom("invoices")
      .select(storedInvoiceFields)
      .where("registrationId", "=", registrationId)
      .executeTakeFirst();
    if (!row) return {};
    return {
      invoice: { ...row, invoiceContent: knownContent(row.invoiceContent), saveAsCommon: false },
    };
  },
});
