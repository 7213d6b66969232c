import {
  genderLabels,
  idTypeLabels,
  type Locale,
  pickText,
  type RegistrantFieldDescriptor,
  type RegistrantFieldName,
  type RegistrantView,
  registrantFieldDescriptors,
  registrantFieldNames,
  registrantFieldRules,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import type { LoadedConference } from "#attendee/queries/conference";
import { countryName } from "#shell/countries";

export type RegistrantRow = { name: RegistrantFieldName; label: string; value: string };

function displayValue(name: RegistrantFieldName, view: RegistrantView, i18n: I18n, locale: Locale): string {
  const field: RegistrantFieldDescriptor = registrantFieldDescriptors[name];
  const values = view as Record<string, unknown>;
  if (field.mask) return String(values[`${name}Masked`] ?? "");
  const value = values[name];
  switch (field.control) {
    case "gender":
      return i18n._(genderLabels[view.gender]);
    case "idType":
      return i18n._(idTypeLabels[view.idType]);
    case "country":
      return countryName(String(value ?? ""), locale);
    default:
      return typeof value === "string" ? value : "";
  }
}

/**
 * The registrant's fields as views list them: those the form asked for this conference and type (so a
 * document type shows only where documents were asked), in the descriptors' order, personal numbers masked.
 */
export function registrantRows(
  view: RegistrantView & { participantType: { id: number } },
  conference: LoadedConference,
  i18n: I18n,
  locale: Locale,
): RegistrantRow[] {
  const type = conference.participantTypes.find((t) => t.id === view.participantType.id) ?? null;
  const { shown } = registrantFieldRules(conference.settings, type, view);
  // A type the page no longer knows (hidden since): its membership numbers too, where filled in.
  const listed = (name: RegistrantFieldName) =>
    shown.has(name) || (type === null && registrantFieldDescriptors[name].control === "text");
  return registrantFieldNames.filter(listed).map((name) => {
    const other = name === "otherMemberNo" && type?.otherMemberNoLabel;
    const label = other ? pickText(other, locale) : i18n._(registrantFieldDescriptors[name].label);
    return { name, label, value: displayValue(name, view, i18n, locale) };
  });
}
