import { z } from "zod";
import type { Currency } from "../enums";
import { type Bilingual, type Label, type Locale, pickText } from "../i18n";
import { formatMoney } from "../money";
import { splitChoices } from "../rules/extras";
import type { ExtraItem } from "../schemas/conference";
import { wallTimeIn } from "../time";
import { maskPhone } from "../validators/contact";
import { maskIdDocument } from "../validators/identity";
import {
  type FieldKind,
  type RegistrationFieldGroup,
  type RegistrationFieldName,
  registrationFieldNames,
  registrationFields,
} from "./columns";

const bilingualValue = z.object({ zh: z.string(), en: z.string() });
/** A field's stored value: text, a number, a bilingual title, a list of titles, or nothing. */
export const fieldValue = z.union([
  z.string(),
  z.number(),
  bilingualValue,
  z.array(bilingualValue),
  z.null(),
]);
export type FieldValue = z.infer<typeof fieldValue>;

/** One registration's fields as values (personal numbers already masked unless the reader may see them). */
export type RegistrationRecord = Record<RegistrationFieldName, FieldValue> & {
  currency: Currency;
  /** Answers to the conference's extra questions by question id. */
  extras: Record<number, string>;
};

/** How a reader sees values: their language, a translator for labels, the conference's clock. */
export type FieldFormat = { locale: Locale; t: (label: Label) => string; timeZone: string };

/** Whether a personal number leaves the server in full (the reader's permission) or masked. */
export function personalValue(kind: "phone" | "idNumber", raw: string, full: boolean): string {
  if (!raw || full) return raw;
  return kind === "phone" ? maskPhone(raw) : maskIdDocument(raw);
}

const isBilingual = (value: FieldValue): value is Bilingual =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as the reader sees it, by its field's kind. */
export function formatValue(
  show: FieldKind,
  value: FieldValue,
  format: FieldFormat,
  currency: Currency,
): string {
  if (value === null || value === "") return "";
  switch (show.kind) {
    case "bilingual":
      return isBilingual(value) ? pickText(value, format.locale) : String(value);
    case "list":
      return Array.isArray(value)
        ? value.map((title) => pickText(title, format.locale)).join(format.locale === "zh" ? "、" : ", ")
        : String(value);
    case "money":
      return typeof value === "number" ? formatMoney(value, currency, format.locale) : String(value);
    case "time":
      return typeof value === "string" ? wallTimeIn(value, format.timeZone).slice(0, 16) : "";
    case "enum": {
      const label = (show.labels as Record<string | number, Label | undefined>)[value as string | number];
      return label ? format.t(label) : String(value);
    }
    default:
      return Array.isArray(value) || isBilingual(value) ? "" : String(value);
  }
}

export function formatField(name: RegistrationFieldName, record: RegistrationRecord, format: FieldFormat) {
  return formatValue(registrationFields[name].show, record[name], format, record.currency);
}

/**
 * An answer to an extra question as spec 002 §3 shows it: text as typed (types 1 and 5), a choice by its
 * option's title (2 and 4), several choices' titles (3).
 */
export function formatExtraAnswer(item: Pick<ExtraItem, "type" | "options">, value: string, locale: Locale) {
  if (item.type === 1 || item.type === 5) return value;
  const titleOf = (choice: string) => {
    const option = item.options.find((o) => o.value === choice);
    return option ? pickText(option.label, locale) : choice;
  };
  return splitChoices(value)
    .map(titleOf)
    .join(locale === "zh" ? "、" : ", ");
}

/** The fields of some groups, in the table's order (the all-conferences ones only in that scope). */
export function fieldsOf(
  groups: readonly RegistrationFieldGroup[],
  allScope: boolean,
): RegistrationFieldName[] {
  return registrationFieldNames.filter((name) => {
    const field = registrationFields[name];
    return groups.includes(field.group) && (allScope || !("allScopeOnly" in field));
  });
}
