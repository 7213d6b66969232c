import {
  groupTypeLabels,
  groupTypeValues,
  invoiceStatusLabels,
  invoiceStatusValues,
  invoiceTypeLabels,
  invoiceTypeValues,
  payStateLabels,
  payStateValues,
  payTypeLabels,
  payTypeValues,
  personLevelLabels,
  personLevelValues,
} from "../enums";
import type { DeclaredFilter } from "./declaration";

/**
 * Filters several lists offer alike (the payment, invoice and registration lists), declared once: a list
 * takes them by reference, in its own order.
 */
export const commonFilters = {
  conferenceId: { kind: "conference" },
  participantTypeId: {
    kind: "ref",
    of: "participantType",
    label: /*i18n*/ { id: "filter.participantTypeId", message: "Participant type" },
  },
  level: {
    kind: "enum",
    label: /*i18n*/ { id: "filter.level", message: "Person level" },
    values: personLevelValues,
    labels: personLevelLabels,
  },
  payType: {
    kind: "enum",
    label: /*i18n*/ { id: "filter.payType", message: "Payment method" },
    values: payTypeValues,
    labels: payTypeLabels,
  },
  /** What the payment shows as (shared `payStateOf`): a status, or "nothing to pay". */
  payStatus: {
    kind: "enum",
    label: /*i18n*/ { id: "filter.payStatus", message: "Payment status" },
    values: payStateValues,
    labels: payStateLabels,
  },
  invoiceType: {
    kind: "enum",
    label: /*i18n*/ { id: "filter.invoiceType", message: "Invoice type" },
    values: invoiceTypeValues,
    labels: invoiceTypeLabels,
  },
  invoiceStatus: {
    kind: "enum",
    label: /*i18n*/ { id: "filter.invoiceStatus", message: "Invoice status" },
    values: invoiceStatusValues,
    labels: invoiceStatusLabels,
  },
  groupType: {
    kind: "enum",
    label: /*i18n*/ { id: "groupList.filter.type", message: "Group type" },
    values: groupTypeValues,
    labels: groupTypeLabels,
  },
} as const satisfies Record<string, DeclaredFilter>;
