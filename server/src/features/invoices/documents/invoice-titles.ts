import type { InvoiceType } from "@confreg/shared";
import type { Bilingual } from "#lib/documents/bilingual";

/** The printed title of each kind of invoice (DOMAIN.md §5 types), as the tax office names them. */
const titles: Partial<Record<InvoiceType, Bilingual>> = {
  1: { zh: "增值税电子普通发票", en: "Electronic VAT invoice (general)" },
  2: { zh: "增值税普通发票", en: "VAT invoice (general)" },
  4: { zh: "增值税专用发票", en: "Special VAT invoice" },
  5: { zh: "电子发票（普通发票）", en: "Digital invoice (general invoice)" },
  6: { zh: "电子发票（增值税专用发票）", en: "Digital invoice (special VAT invoice)" },
};

export const invoiceTitle = (type: InvoiceType): Bilingual => titles[type] ?? { zh: "发票", en: "Invoice" };
