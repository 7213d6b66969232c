// The invoices feature's one door: what other features and the seed use of it.
export { applicationLog } from "./apply-invoice";
export { documentUrl } from "./apply-issue-result";
export { fireInvoiceEvent, type InvoiceRequest } from "./invoice-events";
export { invoiceFacts, issueRequest } from "./issue-request";
export { contentOf } from "./issuers/builtin/content";
export { record } from "./issuers/builtin/register";
export { replaceInvoiceOnEdit } from "./own-invoice-edit";
export { saveInvoiceFromRegistration } from "./saved-invoices.service";
