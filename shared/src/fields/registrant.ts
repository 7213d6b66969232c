import { z } from "zod";
import { genderLabels, genderValues, IdType, idTypeLabels, idTypeValues } from "../enums";
import type { Label } from "../i18n";
import type { FieldKind, RegistrationFieldGroup } from "../registration-columns/columns";
import type { FieldIssue } from "../rules/field-issue";
import { optionalText, requiredText } from "../schemas/common";
import type { ConferenceSettings, ParticipantType } from "../schemas/conference";
import { validationIds as v } from "../validation";
import {
  hasChineseText,
  idDocumentIssue,
  isCountryCode,
  isValidEmail,
  maskIdDocument,
  maskPhone,
  normalizeEmail,
  normalizeIdDocument,
  normalizePhone,
  phoneIssue,
} from "../validators";

/** What decides whether a registrant field is shown and required: the conference and the chosen type. */
export type FieldContext = {
  settings: Pick<
    ConferenceSettings,
    "englishNameFields" | "isIdcard" | "isPosition" | "memberCheck" | "isEn"
  >;
  type: Pick<ParticipantType, "isMember" | "isCommittee" | "needsOtherMemberNo"> | null;
};

/** The control the form shows for a field. */
export type FieldControl = "text" | "email" | "phone" | "gender" | "idType" | "country" | "idNumber";

/** How the server keeps a field: a column of its own name, or encrypted beside a keyed look-up hash. */
export type FieldStorage = "column" | "encrypted";

/** Other fields' values, as a rule across fields reads them (the descriptor cannot know their types). */
export type FieldValues = Readonly<Record<string, unknown>>;

export type RegistrantFieldDescriptor = {
  label: Label;
  placeholder?: Label;
  control: FieldControl;
  /** Parses and normalises the value the same way in the form and on the server. */
  schema: z.ZodType;
  /** Shown on the form (a hidden field is stored empty); `values` are what is filled in so far. */
  shown: (context: FieldContext, values: FieldValues) => boolean;
  required: (context: FieldContext) => boolean;
  /** English only: always, or on English conferences (isEn). */
  english?: "always" | "whenEn";
  /** A rule across fields, given every parsed value. */
  check?: (values: FieldValues) => string | null;
  storage: FieldStorage;
  /** Screens show it masked; the full value only on an audited request (DOMAIN.md §9). */
  mask?: (value: string) => string;
  autoComplete?: string;
  /** The back office's column of it, in its lists and the export: the column group and how it shows. */
  column: { group: RegistrationFieldGroup; show: FieldKind };
  /**
   * Staff must fill it in wherever the form shows it, even where the attendee need not: the back office's
   * editor (spec 002 §5: name, unit and job not blank) and the import's required columns.
   */
  officeRequired?: true;
};

const text: FieldKind = { kind: "text" };
const basic = (show: FieldKind = text) => ({ group: "basic", show }) as const;

const always = () => true;
const never = () => false;
const englishFields = ({ settings }: FieldContext) => settings.englishNameFields;
const identity = ({ settings }: FieldContext) => settings.isIdcard;

const email = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(100, { error: v.tooLong })
  .refine(isValidEmail, { error: v.email })
  .overwrite(normalizeEmail);

const phone = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .superRefine((value, ctx) => {
    const issue = phoneIssue(value);
    if (issue) ctx.addIssue({ code: "custom", message: v[issue] });
  })
  .overwrite(normalizePhone);

/**
 * The registrant's fields (spec 000 §3, §5; DOMAIN.md §7), in form order. One descriptor per field drives
 * the zod schema, the form, the server's write and the views: adding a field is a descriptor here, a
 * migration and the catalogs.
 */
export const registrantFieldDescriptors = {
  name: {
    label: /*i18n*/ { id: "field.name", message: "Name" },
    placeholder: /*i18n*/ { id: "field.name.placeholder", message: "Full name" },
    control: "text",
    schema: requiredText(50),
    shown: always,
    required: always,
    english: "whenEn",
    storage: "column",
    autoComplete: "name",
    column: basic(),
    officeRequired: true,
  },
  nameEn: {
    label: /*i18n*/ { id: "field.nameEn", message: "English name" },
    placeholder: /*i18n*/ { id: "field.nameEn.placeholder", message: "e.g. ZHANG San" },
    control: "text",
    schema: optionalText(100),
    shown: englishFields,
    required: englishFields,
    english: "always",
    storage: "column",
    column: basic(),
  },
  gender: {
    label: /*i18n*/ { id: "field.gender", message: "Gender" },
    control: "gender",
    schema: z.literal(genderValues, { error: v.choose }).default(1),
    shown: always,
    required: always,
    storage: "column",
    column: basic({ kind: "enum", labels: genderLabels }),
    officeRequired: true,
  },
  idType: {
    label: /*i18n*/ { id: "field.idType", message: "Identity document" },
    control: "idType",
    schema: z.literal(idTypeValues, { error: v.choose }).default(IdType.mainland),
    shown: identity,
    required: identity,
    storage: "column",
    column: basic({ kind: "enum", labels: idTypeLabels }),
  },
  idCountry: {
    label: /*i18n*/ { id: "field.idCountry", message: "Issuing country or region" },
    control: "country",
    schema: optionalText(2).overwrite((s) => s.toUpperCase()),
    shown: (context, values) => identity(context) && values.idType === IdType.passport,
    required: identity,
    check: (values) =>
      values.idType === IdType.passport && values.idNumber !== "" && !isCountryCode(String(values.idCountry))
        ? v.passportCountry
        : null,
    storage: "column",
    column: basic(),
  },
  idNumber: {
    label: /*i18n*/ { id: "field.idNumber", message: "Document number" },
    placeholder: /*i18n*/ { id: "field.idNumber.placeholder", message: "As printed on the document" },
    control: "idNumber",
    schema: optionalText(30).overwrite(normalizeIdDocument),
    shown: identity,
    required: identity,
    check: (values) => {
      if (values.idNumber === "") return null;
      const issue = idDocumentIssue(values.idType as IdType, String(values.idNumber));
      return issue ? v[issue] : null;
    },
    storage: "encrypted",
    mask: (value) => maskIdDocument(value),
    column: basic({ kind: "personal", personal: "idNumber" }),
  },
  unit: {
    label: /*i18n*/ { id: "field.unit", message: "Institution" },
    placeholder: /*i18n*/ { id: "field.unit.placeholder", message: "University, hospital or company" },
    control: "text",
    schema: requiredText(100),
    shown: always,
    required: always,
    english: "whenEn",
    storage: "column",
    autoComplete: "organization",
    column: basic(),
    officeRequired: true,
  },
  unitEn: {
    label: /*i18n*/ { id: "field.unitEn", message: "Institution (English)" },
    placeholder: /*i18n*/ { id: "field.unitEn.placeholder", message: "Institution name in English" },
    control: "text",
    schema: optionalText(200),
    shown: englishFields,
    required: englishFields,
    english: "always",
    storage: "column",
    column: basic(),
  },
  job: {
    label: /*i18n*/ { id: "field.job", message: "Job title" },
    placeholder: /*i18n*/ { id: "field.job.placeholder", message: "e.g. Professor, Engineer" },
    control: "text",
    schema: optionalText(50),
    shown: always,
    required: never,
    english: "whenEn",
    storage: "column",
    autoComplete: "organization-title",
    column: basic(),
    officeRequired: true,
  },
  position: {
    label: /*i18n*/ { id: "field.position", message: "Position" },
    placeholder: /*i18n*/ { id: "field.position.placeholder", message: "e.g. Dean, Department head" },
    control: "text",
    schema: optionalText(50),
    shown: always,
    required: ({ settings }) => settings.isPosition,
    english: "whenEn",
    storage: "column",
    column: basic(),
  },
  email: {
    label: /*i18n*/ { id: "field.email", message: "E-mail" },
    control: "email",
    schema: email,
    shown: always,
    required: always,
    storage: "column",
    autoComplete: "email",
    column: basic(),
    officeRequired: true,
  },
  phone: {
    label: /*i18n*/ { id: "field.phone", message: "Mobile number" },
    placeholder: /*i18n*/ {
      id: "field.phone.placeholder",
      message: "11-digit mobile, or 00 and the country code",
    },
    control: "phone",
    schema: phone,
    shown: always,
    required: always,
    storage: "column",
    mask: maskPhone,
    autoComplete: "tel",
    column: basic({ kind: "personal", personal: "phone" }),
    officeRequired: true,
  },
  memberNo: {
    label: /*i18n*/ { id: "field.memberNo", message: "Member number" },
    placeholder: /*i18n*/ { id: "field.memberNo.placeholder", message: "Your society membership number" },
    control: "text",
    schema: optionalText(40),
    // Members and committee members give their number; it is checked against the list (rules/members.ts).
    shown: ({ type }) => (type?.isMember || type?.isCommittee) ?? false,
    required: ({ settings, type }) =>
      ((type?.isMember || type?.isCommittee) ?? false) && settings.memberCheck,
    storage: "column",
    column: { group: "attendance", show: text },
  },
  otherMemberNo: {
    label: /*i18n*/ { id: "field.otherMemberNo", message: "Other membership number" },
    control: "text",
    schema: optionalText(40),
    shown: ({ type }) => type?.needsOtherMemberNo ?? false,
    required: ({ type }) => type?.needsOtherMemberNo ?? false,
    storage: "column",
    column: { group: "attendance", show: text },
  },
} as const satisfies Record<string, RegistrantFieldDescriptor>;

type Descriptors = typeof registrantFieldDescriptors;
export type RegistrantFieldName = keyof Descriptors;
export const registrantFieldNames = Object.keys(registrantFieldDescriptors) as RegistrantFieldName[];

/** The registrant part of a registration, as parsed: every field, hidden ones empty. */
export type RegistrantValues = { [K in RegistrantFieldName]: z.output<Descriptors[K]["schema"]> };

/** The fields with a mask: views carry `<field>Masked` instead of the value. */
export type MaskedFieldName = {
  [K in RegistrantFieldName]: Descriptors[K] extends { mask: unknown } ? K : never;
}[RegistrantFieldName];

export const registrantFields = z.object(
  Object.fromEntries(registrantFieldNames.map((name) => [name, registrantFieldDescriptors[name].schema])) as {
    [K in RegistrantFieldName]: Descriptors[K]["schema"];
  },
);
export type RegistrantFields = z.infer<typeof registrantFields>;

const descriptor = (name: RegistrantFieldName): RegistrantFieldDescriptor => registrantFieldDescriptors[name];

/**
 * Which registrant fields the form shows and which must be filled in, for a conference and participant
 * type (and, for fields that depend on another, what is filled in so far). Form and server both read it.
 */
export function registrantFieldRules(
  settings: FieldContext["settings"],
  type: FieldContext["type"],
  values: FieldValues = {},
) {
  const context = { settings, type };
  const shown = new Set(registrantFieldNames.filter((name) => descriptor(name).shown(context, values)));
  const required = new Set([...shown].filter((name) => descriptor(name).required(context)));
  return {
    shown: shown as ReadonlySet<RegistrantFieldName>,
    required: required as ReadonlySet<RegistrantFieldName>,
  };
}

/**
 * The conference-dependent findings on parsed registrant values: required fields left blank, English-only
 * fields with Chinese, and the rules across fields (the document number against its type).
 */
export function registrantIssues(context: FieldContext, values: RegistrantValues): FieldIssue[] {
  const { shown, required } = registrantFieldRules(context.settings, context.type, values);
  const issues: FieldIssue[] = [];
  for (const name of shown) {
    const field = descriptor(name);
    const value = values[name];
    if (required.has(name) && typeof value === "string" && value.trim() === "") {
      issues.push({ path: name, code: v.required });
      continue;
    }
    const english = field.english === "always" || (field.english === "whenEn" && context.settings.isEn);
    if (english && typeof value === "string" && hasChineseText(value)) {
      issues.push({ path: name, code: v.englishOnly });
      continue;
    }
    const finding = field.check?.(values);
    if (finding) issues.push({ path: name, code: finding });
  }
  return issues;
}

/** Values with every field the form does not show emptied, as the server stores them. */
export function keepShownFields(context: FieldContext, values: RegistrantValues): RegistrantValues {
  const { shown } = registrantFieldRules(context.settings, context.type, values);
  const kept = { ...values };
  for (const name of registrantFieldNames) {
    if (!shown.has(name))
      Object.assign(kept, { [name]: descriptor(name).schema.safeParse(undefined).data ?? "" });
  }
  return kept;
}

/** What views show of the registrant: masked fields as `<field>Masked`, the others as they are. */
export type RegistrantView = Omit<RegistrantValues, MaskedFieldName> & {
  [K in MaskedFieldName as `${K}Masked`]: string;
};

export function toRegistrantView(values: RegistrantValues): RegistrantView {
  const view: Record<string, unknown> = {};
  for (const name of registrantFieldNames) {
    const field = descriptor(name);
    const value = values[name];
    if (field.mask)
      view[`${name}Masked`] = typeof value === "string" && value !== "" ? field.mask(value) : "";
    else view[name] = value;
  }
  return view as RegistrantView;
}

export const registrantView = z.object(
  Object.fromEntries(
    registrantFieldNames.map((name) => {
      const field = descriptor(name);
      return field.mask ? [`${name}Masked`, z.string()] : [name, field.schema];
    }),
  ) as { [K in keyof RegistrantView]: z.ZodType<RegistrantView[K]> },
);
