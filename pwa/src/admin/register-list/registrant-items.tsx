import {
  type AdminRegistrationDetail,
  genderLabels,
  idTypeLabels,
  type Locale,
  type PersonalData,
  personLevelLabels,
  type RegistrantFieldDescriptor,
  type RegistrantFieldName,
  registrantFieldDescriptors,
  registrantFieldNames,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReactNode } from "react";
import { orEmpty, titleOf } from "#admin/format";
import { countryName } from "#shell/countries";

export type DetailItem = { label: string; value: ReactNode; span?: number; testId?: string };

/** Fields about the identity document show only with a document on record (the country: a passport's). */
const aboutDocument = new Set<RegistrantFieldName>(["idType", "idCountry"]);

function textOf(
  name: RegistrantFieldName,
  d: AdminRegistrationDetail,
  i18n: I18n,
  locale: Locale,
  full: PersonalData | null,
) {
  const field: RegistrantFieldDescriptor = registrantFieldDescriptors[name];
  const values = d as unknown as Record<string, unknown>;
  if (field.mask) {
    // Masked on screen; the full value only after an audited request (DOMAIN.md §9).
    const revealed = full ? (full as Record<string, unknown>)[name] : undefined;
    return String(revealed ?? values[`${name}Masked`] ?? "");
  }
  switch (field.control) {
    case "gender":
      return i18n._(genderLabels[d.gender]);
    case "idType":
      return i18n._(idTypeLabels[d.idType]);
    case "country":
      return countryName(d.idCountry, locale);
    default:
      return String(values[name] ?? "");
  }
}

/** The registrant's fields in the descriptors' order, with their labels; personal numbers masked. */
export function registrantItems(
  detail: AdminRegistrationDetail,
  i18n: I18n,
  locale: Locale,
  full: PersonalData | null,
): DetailItem[] {
  const hasDocument = detail.idNumberMasked !== "";
  return registrantFieldNames.flatMap((name) => {
    const field: RegistrantFieldDescriptor = registrantFieldDescriptors[name];
    const text = textOf(name, detail, i18n, locale, full);
    if (aboutDocument.has(name) && (!hasDocument || text === "")) return [];
    return [
      {
        label: i18n._(field.label),
        value: field.mask ? <span className="adm-mono">{orEmpty(text)}</span> : text,
        testId: `detail-${name}`,
      },
    ];
  });
}

/**
 * The attendance section's items every detail dialog shows: the registrant, the participant type and
 * person level, then `extra`, and the workshops on a row of their own.
 */
export function attendanceItems(
  detail: AdminRegistrationDetail,
  i18n: I18n,
  locale: Locale,
  full: PersonalData | null,
  extra: DetailItem[] = [],
): DetailItem[] {
  const workshops = detail.workshops.map((w) => titleOf(w.title, locale)).join(locale === "zh" ? "、" : ", ");
  return [
    ...registrantItems(detail, i18n, locale, full),
    { label: i18n._(msg`Participant type`), value: titleOf(detail.participantType.title, locale) },
    {
      label: i18n._(msg`Person level`),
      value: detail.level === null ? "" : i18n._(personLevelLabels[detail.level]),
    },
    ...extra,
    { label: i18n._(msg`Workshops`), value: workshops, span: 2 },
  ];
}
