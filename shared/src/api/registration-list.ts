import { z } from "zod";
import {
  checkinEligibleLabels,
  checkinEligibleValues,
  genderLabels,
  invoiceStatusLabels,
  invoiceStatusValues,
  invoiceTypeLabels,
  invoiceTypeValues,
  type Labels,
  payStateLabels,
  payStateValues,
  payTypeLabels,
  payTypeValues,
  personLevelLabels,
  personLevelValues,
  signInLabels,
  signInValues,
} from "../enums";
import { registrantFieldDescriptors } from "../fields/registrant";
import type { Label } from "../i18n";
import type { RegistrationFieldGroup } from "../registration-columns/columns";
import { idParam, plainText, queryInt } from "../schemas/common";
import { validationIds as v } from "../validation";

/** The registration list's year filter runs from 2018 (spec 002 §9). */
export const firstListYear = 2018;

/** How the form offers a filter. */
export type FilterControl =
  | { kind: "keyword" }
  | { kind: "year" }
  | { kind: "date" }
  | { kind: "hostUnit" }
  | { kind: "conference" }
  | { kind: "participantType" }
  | { kind: "enum"; values: readonly number[]; labels: Labels<number> }
  | { kind: "hotel" }
  | { kind: "roomType" };

/** How the server applies a filter: equality on a registration column, or a rule of its own. */
export type FilterApply =
  | { kind: "scope" }
  | {
      kind: "column";
      column:
        | "participantTypeId"
        | "level"
        | "payType"
        | "payStatus"
        | "invoiceType"
        | "invoiceStatus"
        | "isSignIn"
        | "checkinEligible"
        | "hotelId"
        | "roomTypeId"
        | "hotelPayType";
    }
  | { kind: "createdYear" }
  | { kind: "createdDay" }
  | { kind: "hostUnit" }
  | { kind: "keyword" }
  /** What the payment shows as (shared `payStateColumns`: its status, and whether it charges anything). */
  | { kind: "payState" }
  /** The booked stay covers the night (check-in on or before it, check-out after it). */
  | { kind: "stayNight" };

export type ListFilter = {
  label: Label;
  /** The query parameter's schema (text in the URL, so numbers are coerced). */
  schema: z.ZodType;
  control: FilterControl;
  apply: FilterApply;
  /** Offered only in the all-conferences scope. */
  allScopeOnly?: boolean;
};

export const queryOneOf = <T extends readonly [number, ...number[]]>(values: T) =>
  queryInt().pipe(z.literal(values)).optional();
export const enumControl = <T extends number>(values: readonly T[], labels: Labels<T>): FilterControl => ({
  kind: "enum",
  values,
  labels: labels as Labels<number>,
});

/**
 * The filters of the back-office registration list (spec 002 §2), in the form's order: one declaration for
 * the API's query schema, the server's query, the URL state and the filter form.
 */
export const registrationListFilters = {
  keyword: {
    label: /*i18n*/ { id: "filter.keyword", message: "Keyword" },
    schema: plainText(100).optional(),
    control: { kind: "keyword" },
    apply: { kind: "keyword" },
  },
  year: {
    label: /*i18n*/ { id: "filter.year", message: "Registration year" },
    schema: queryInt().min(firstListYear, { error: v.invalid }).max(2200, { error: v.invalid }).optional(),
    control: { kind: "year" },
    apply: { kind: "createdYear" },
  },
  createdDate: {
    label: /*i18n*/ { id: "filter.createdDate", message: "Registered on" },
    schema: z.iso.date({ error: v.date }).optional(),
    control: { kind: "date" },
    apply: { kind: "createdDay" },
  },
  hostUnit: {
    label: /*i18n*/ { id: "filter.hostUnit", message: "Host" },
    schema: plainText(100).optional(),
    control: { kind: "hostUnit" },
    apply: { kind: "hostUnit" },
    allScopeOnly: true,
  },
  conferenceId: {
    label: /*i18n*/ { id: "filter.conferenceId", message: "Conference" },
    schema: idParam.optional(),
    control: { kind: "conference" },
    apply: { kind: "scope" },
    allScopeOnly: true,
  },
  participantTypeId: {
    label: /*i18n*/ { id: "filter.participantTypeId", message: "Participant type" },
    schema: idParam.optional(),
    control: { kind: "participantType" },
    apply: { kind: "column", column: "participantTypeId" },
  },
  level: {
    label: /*i18n*/ { id: "filter.level", message: "Person level" },
    schema: queryOneOf(personLevelValues),
    control: enumControl(personLevelValues, personLevelLabels),
    apply: { kind: "column", column: "level" },
  },
  payType: {
    label: /*i18n*/ { id: "filter.payType", message: "Payment method" },
    schema: queryOneOf(payTypeValues),
    control: enumControl(payTypeValues, payTypeLabels),
    apply: { kind: "column", column: "payType" },
  },
  payStatus: {
    label: /*i18n*/ { id: "filter.payStatus", message: "Payment status" },
    schema: queryOneOf(payStateValues),
    control: enumControl(payStateValues, payStateLabels),
    apply: { kind: "payState" },
  },
  invoiceType: {
    label: /*i18n*/ { id: "filter.invoiceType", message: "Invoice type" },
    schema: queryOneOf(invoiceTypeValues),
    control: enumControl(invoiceTypeValues, invoiceTypeLabels),
    apply: { kind: "column", column: "invoiceType" },
  },
  invoiceStatus: {
    label: /*i18n*/ { id: "filter.invoiceStatus", message: "Invoice status" },
    schema: queryOneOf(invoiceStatusValues),
    control: enumControl(invoiceStatusValues, invoiceStatusLabels),
    apply: { kind: "column", column: "invoiceStatus" },
  },
  isSignIn: {
    label: /*i18n*/ { id: "filter.isSignIn", message: "Check-in" },
    schema: queryOneOf(signInValues),
    control: enumControl(signInValues, signInLabels),
    apply: { kind: "column", column: "isSignIn" },
  },
  checkinEligible: {
    label: /*i18n*/ { id: "filter.checkinEligible", message: "May check in" },
    schema: queryOneOf(checkinEligibleValues),
    control: enumControl(checkinEligibleValues, checkinEligibleLabels),
    apply: { kind: "column", column: "checkinEligible" },
  },
} as const satisfies Record<string, ListFilter>;

export type RegistrationListFilterName = keyof typeof registrationListFilters;
export const registrationListFilterNames = Object.keys(
  registrationListFilters,
) as RegistrationListFilterName[];

/** A list's filters as the query parameters' schemas, by name (for `z.object`). */
export type FilterSchemas<F extends Record<string, ListFilter>> = { [K in keyof F]: F[K]["schema"] };
export const filterSchemasOf = <F extends Record<string, ListFilter>>(filters: F): FilterSchemas<F> =>
  Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [name, filter.schema]),
  ) as FilterSchemas<F>;

export const registrationListFilterSchemas = filterSchemasOf(registrationListFilters);

/**
 * Groups of columns the list shows or hides (spec 002 §2). Extra info, hotel and traffic show the shared
 * field table's groups of those names (registration-columns), read only when shown (`fieldGroups`).
 */
export const registrationColumnGroups = {
  attendee: /*i18n*/ { id: "columnGroup.attendee", message: "Attendee" },
  payment: /*i18n*/ { id: "columnGroup.payment", message: "Payment" },
  invoice: /*i18n*/ { id: "columnGroup.invoice", message: "Invoice" },
  extra: /*i18n*/ { id: "columnGroup.extra", message: "Extra info" },
  hotel: /*i18n*/ { id: "columnGroup.hotel", message: "Hotel" },
  traffic: /*i18n*/ { id: "columnGroup.traffic", message: "Traffic" },
} as const satisfies Record<string, Label>;

/** The column groups whose fields the list reads only when asked (the `fieldGroups` query parameter). */
export const listFieldGroups = [
  "extra",
  "hotel",
  "traffic",
] as const satisfies readonly (RegistrationColumnGroup & RegistrationFieldGroup)[];
export type ListFieldGroup = (typeof listFieldGroups)[number];
/** `fieldGroups=hotel,extra`: the groups asked for, unknown names dropped. */
export const listFieldGroupsParam = z
  .string()
  .max(100)
  .optional()
  .transform((text) =>
    (text ?? "")
      .split(",")
      .filter((name): name is ListFieldGroup => (listFieldGroups as readonly string[]).includes(name)),
  );
export type RegistrationColumnGroup = keyof typeof registrationColumnGroups;

/** How a cell shows its value. */
export type ColumnKind =
  | { kind: "text" }
  | { kind: "name" }
  | { kind: "ref" }
  | { kind: "refs" }
  | { kind: "enum"; labels: Labels<number> }
  | { kind: "money" }
  | { kind: "time" }
  | { kind: "checkIn" }
  /** A calendar day, YYYY-MM-DD, shown as written. */
  | { kind: "day" };

export type ListColumn<G extends string = RegistrationColumnGroup> = {
  label: Label;
  /** null: always shown. */
  group: G | null;
  show: ColumnKind;
  allScopeOnly?: boolean;
  width?: number;
};

export const enumColumn = <T extends number>(labels: Labels<T>): ColumnKind => ({
  kind: "enum",
  labels: labels as Labels<number>,
});

/** The registration list's columns, keyed by the row field each shows, in the table's order. */
export const registrationListColumns = {
  name: {
    label: registrantFieldDescriptors.name.label,
    group: null,
    show: { kind: "name" },
    width: 120,
  },
  conference: {
    label: /*i18n*/ { id: "column.conference", message: "Conference" },
    group: null,
    show: { kind: "ref" },
    allScopeOnly: true,
    width: 200,
  },
  participantType: {
    label: /*i18n*/ { id: "column.participantType", message: "Participant type" },
    group: null,
    show: { kind: "ref" },
    width: 140,
  },
  workshops: {
    label: /*i18n*/ { id: "column.workshops", message: "Workshops" },
    group: "attendee",
    show: { kind: "refs" },
    width: 180,
  },
  gender: {
    label: registrantFieldDescriptors.gender.label,
    group: "attendee",
    show: enumColumn(genderLabels),
    width: 72,
  },
  unit: {
    label: registrantFieldDescriptors.unit.label,
    group: "attendee",
    show: { kind: "text" },
    width: 200,
  },
  job: {
    label: registrantFieldDescriptors.job.label,
    group: "attendee",
    show: { kind: "text" },
    width: 120,
  },
  position: {
    label: registrantFieldDescriptors.position.label,
    group: "attendee",
    show: { kind: "text" },
    width: 120,
  },
  email: {
    label: registrantFieldDescriptors.email.label,
    group: "attendee",
    show: { kind: "text" },
    width: 200,
  },
  phoneMasked: {
    label: registrantFieldDescriptors.phone.label,
    group: "attendee",
    show: { kind: "text" },
    width: 130,
  },
  level: {
    label: /*i18n*/ { id: "column.level", message: "Person level" },
    group: "attendee",
    show: enumColumn(personLevelLabels),
    width: 110,
  },
  payType: {
    label: /*i18n*/ { id: "column.payType", message: "Payment method" },
    group: "payment",
    show: enumColumn(payTypeLabels),
    width: 120,
  },
  payState: {
    label: /*i18n*/ { id: "column.payStatus", message: "Payment status" },
    group: "payment",
    show: enumColumn(payStateLabels),
    width: 150,
  },
  totalFee: {
    label: /*i18n*/ { id: "column.totalFee", message: "Total fee" },
    group: "payment",
    show: { kind: "money" },
    width: 110,
  },
  receivedFee: {
    label: /*i18n*/ { id: "column.receivedFee", message: "Received" },
    group: "payment",
    show: { kind: "money" },
    width: 110,
  },
  invoiceType: {
    label: /*i18n*/ { id: "column.invoiceType", message: "Invoice type" },
    group: "invoice",
    show: enumColumn(invoiceTypeLabels),
    width: 150,
  },
  invoiceStatus: {
    label: /*i18n*/ { id: "column.invoiceStatus", message: "Invoice status" },
    group: "invoice",
    show: enumColumn(invoiceStatusLabels),
    width: 120,
  },
  invoiceTitle: {
    label: /*i18n*/ { id: "column.invoiceTitle", message: "Invoice title" },
    group: "invoice",
    show: { kind: "text" },
    width: 200,
  },
  isSignIn: {
    label: /*i18n*/ { id: "column.checkIn", message: "Check-in" },
    group: null,
    show: { kind: "checkIn" },
    width: 110,
  },
  createTime: {
    label: /*i18n*/ { id: "column.createTime", message: "Registered at" },
    group: null,
    show: { kind: "time" },
    width: 160,
  },
} as const satisfies Record<string, ListColumn>;
export type RegistrationListColumnName = keyof typeof registrationListColumns;
