import { z } from "zod";
import {
  genderLabels,
  invoiceStatusLabels,
  invoiceTypeLabels,
  type Labels,
  payStateLabels,
  payTypeLabels,
  personLevelLabels,
} from "../enums";
import { registrantFieldDescriptors } from "../fields/registrant";
import type { Label } from "../i18n";
import type { RegistrationFieldGroup } from "../registration-columns/columns";

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
