import {
  type ConferenceView,
  ExtraItemType,
  type InvoiceInput,
  type PayType,
  type RegistrantFieldName,
  type RegistrationInput,
  registrantFieldNames,
  splitChoices,
} from "@confreg/shared";

/** What the registration form's fields hold (antd Form values): the sections registerEdit shows. */
export type FormValues = Partial<Record<RegistrantFieldName, string | number>> & {
  participantTypeId?: number;
  workshopIds: number[];
  papers: { paperId: string; pages?: number }[];
  /** A group to join by its code ("" for none). */
  groupCode: string;
  payType?: PayType;
  /** Whether the invoice is filled in here (adding), or was touched (editing); else it stays as it is. */
  invoiceChosen: boolean;
  invoice?: Partial<InvoiceInput>;
  /** Extra questions' answers by question id; a multiple choice as its chosen values. */
  extras: Record<string, string | string[]>;
};

/** The form's starting values from a registration's input (as stored, or blank for a new one). */
export function toFormValues(input: RegistrationInput, conference: ConferenceView): FormValues {
  const registrant = Object.fromEntries(
    registrantFieldNames.map((name) => [name, (input as Record<string, unknown>)[name]]),
  ) as FormValues;
  const extras: FormValues["extras"] = {};
  for (const item of conference.extraItems) {
    const value = input.extras?.find((answer) => answer.itemId === item.id)?.value ?? "";
    extras[item.id] = item.type === ExtraItemType.multiple ? splitChoices(value) : value;
  }
  return {
    ...registrant,
    participantTypeId: input.participantTypeId || undefined,
    workshopIds: input.workshopIds ?? [],
    papers: (input.papers ?? []).map((p) => ({ paperId: p.paperId, pages: p.pages })),
    groupCode: "",
    payType: input.payType,
    invoiceChosen: false,
    invoice: input.invoice,
    extras,
  };
}

/**
 * The request from the form: what it does not show (hotel, named questions, address, card images, the
 * invitation) as `base` holds it, the sections' values over it, the total the screen shows.
 */
export function toInput(values: FormValues, base: RegistrationInput, clientTotal: number): RegistrationInput {
  const registrant = Object.fromEntries(
    registrantFieldNames.map((name) => [name, values[name] ?? (base as Record<string, unknown>)[name]]),
  );
  const code = values.groupCode.trim();
  return {
    ...base,
    ...registrant,
    participantTypeId: values.participantTypeId ?? 0,
    workshopIds: values.workshopIds,
    papers: values.papers.map((p) => ({ paperId: p.paperId ?? "", pages: p.pages ?? 0 })),
    group: code ? { join: code } : null,
    payType: values.payType,
    invoice: values.invoiceChosen ? ({ ...values.invoice, saveAsCommon: false } as InvoiceInput) : undefined,
    extras: Object.entries(values.extras).map(([itemId, value]) => ({
      itemId: Number(itemId),
      value: Array.isArray(value) ? value.join(";") : value,
    })),
    clientTotal,
  } as RegistrationInput;
}
