import { z } from "zod";
import { adminRegistrationRow } from "../api/admin";
import { listFieldGroupsParam } from "../api/registration-list";
import { checkinEligibleLabels, checkinEligibleValues, signInLabels, signInValues } from "../enums";
import { pageSizes } from "../schemas/common";
import { extraItem } from "../schemas/conference";
import { commonFilters } from "./common-filters";
import type { DeclaredFilter, ListDeclaration } from "./declaration";
import { listPage, listQuery } from "./query";

/** The registration list's year filter runs from 2018 (spec 002 §9). */
export const firstListYear = 2018;

const { conferenceId, participantTypeId, level, payType, payStatus, invoiceType, invoiceStatus } =
  commonFilters;

/**
 * The registration family's filters (registerList, checklist, hotelTranslist), one object each (those
 * the payment and invoice lists also offer, theirs): a list that has one holds the object, never a copy.
 */
export const registrationFilters = {
  keyword: {
    kind: "keyword",
    label: /*i18n*/ {
      id: "registerList.filter.keyword",
      message: "Keyword: name, institution, e-mail, or a whole phone or ID number",
    },
    hint: /*i18n*/ {
      id: "registerList.filter.keywordHint",
      message:
        "Three or more characters find any part of a name, institution or e-mail; one or two characters " +
        "find names that begin with them. Phone and ID numbers are found only when typed in full.",
    },
    maxLength: 100,
  },
  year: {
    kind: "year",
    label: /*i18n*/ { id: "filter.year", message: "Registration year" },
    from: firstListYear,
  },
  createdDate: {
    kind: "day",
    bound: "on",
    label: /*i18n*/ { id: "filter.createdDate", message: "Registered on" },
  },
  hostUnit: { kind: "host", label: /*i18n*/ { id: "filter.hostUnit", message: "Host" }, maxLength: 100 },
  conferenceId,
  participantTypeId,
  level,
  payType,
  payStatus,
  invoiceType,
  invoiceStatus,
  isSignIn: {
    kind: "enum",
    label: /*i18n*/ { id: "filter.isSignIn", message: "Check-in" },
    values: signInValues,
    labels: signInLabels,
  },
  checkinEligible: {
    kind: "enum",
    label: /*i18n*/ { id: "filter.checkinEligible", message: "May check in" },
    values: checkinEligibleValues,
    labels: checkinEligibleLabels,
  },
} as const satisfies Record<string, DeclaredFilter>;

/** The registration family's words under and in its table: how many, and what an empty list says. */
export const registrationListWords = {
  total: /*i18n*/ {
    id: "registerList.total",
    message: "{count, plural, one {# registration} other {# registrations}}",
  },
  empty: {
    none: /*i18n*/ { id: "registerList.empty", message: "No registrations yet" },
    filtered: /*i18n*/ { id: "registerList.emptyFiltered", message: "No registration matches these filters" },
  },
} as const satisfies Pick<ListDeclaration, "total" | "empty">;

/**
 * registerList (spec 002 §2): the live registrations of the scope, newest first, by numbered pages that
 * continue from the page beside them (`after` its last row or `before` its first: exact however deep).
 * Pages of 5 to 100 (§9: the print list's 300 is not offered). The column groups read only when shown
 * are asked for by `fieldGroups`; with `extra`, the answer carries the extra questions of the page's
 * conferences (their columns).
 */
export const registrationList = {
  id: "registerList",
  permission: "registrations.read",
  scope: "conferenceQuery",
  filters: registrationFilters,
  paging: { kind: "cursors", sizes: pageSizes.filter((n) => n <= 100), defaultSize: 10 },
  row: adminRegistrationRow,
  params: { fieldGroups: listFieldGroupsParam },
  answer: { questions: z.array(extraItem).optional() },
  ...registrationListWords,
} as const satisfies ListDeclaration;

/** GET /api/admin/registrations: the page, the filters, the cursors, the column groups to read. */
export const adminRegistrationQuery = listQuery(registrationList);
export type AdminRegistrationQuery = z.infer<typeof adminRegistrationQuery>;

/** A page of the list, with the cursors of the pages beside it (null where there is none). */
export const adminRegistrationPage = listPage(registrationList);
export type AdminRegistrationPage = z.infer<typeof adminRegistrationPage>;
