import { z } from "zod";
import {
  currencyValues,
  groupStatusLabels,
  groupStatusValues,
  groupTypeValues,
  payStateValues,
} from "../enums";
import { bilingual, cents, id, isoDateTime, pageSizes } from "../schemas/common";
import { commonFilters } from "./common-filters";
import type { ListDeclaration } from "./declaration";
import { listFilterQuery, listPage, listQuery } from "./query";

/** A group as the back office lists it (spec 002 §2 group list; DOMAIN.md §6). */
export const adminGroupRow = z.object({
  id,
  conference: z.object({ id, title: bilingual }),
  groupCode: z.string(),
  groupType: z.literal(groupTypeValues),
  groupStatus: z.literal(groupStatusValues),
  /** The leader's registration, while the group has one. */
  leader: z.object({ registrationId: id, name: z.string() }).nullable(),
  scheme: z.object({
    id,
    minNumber: z.number().int(),
    maxNumber: z.number().int(),
    /** The factor: 0.8 is 20% off, 1 none. */
    discount: z.number(),
  }),
  /** Members in the group now (leader included, removed and deleted registrations not). */
  members: z.number().int(),
  /** Members who have paid (2 or 3), as the group counts them. */
  paidMembers: z.number().int(),
  createTime: isoDateTime,
});
export type AdminGroupRow = z.infer<typeof adminGroupRow>;

/**
 * groupList (spec 002 §2 managerGroupList): the groups of the scope, newest first, by conference (in the
 * all-conferences scope), status, type and code (typed in full, either case).
 */
export const groupList = {
  id: "groupList",
  permission: "groups.read",
  scope: "conferenceQuery",
  filters: {
    conferenceId: commonFilters.conferenceId,
    groupStatus: {
      kind: "enum",
      label: /*i18n*/ { id: "groupList.filter.status", message: "Group status" },
      values: groupStatusValues,
      labels: groupStatusLabels,
    },
    groupType: commonFilters.groupType,
    groupCode: {
      kind: "text",
      label: /*i18n*/ { id: "groupList.filter.code", message: "Group code" },
      maxLength: 20,
    },
  },
  paging: { kind: "pages", sizes: pageSizes.filter((n) => n <= 100), defaultSize: 10 },
  row: adminGroupRow,
  total: /*i18n*/ { id: "groupList.total", message: "{count, plural, one {# group} other {# groups}}" },
  empty: {
    none: /*i18n*/ { id: "groupList.empty", message: "No groups yet" },
    filtered: /*i18n*/ { id: "groupList.emptyFiltered", message: "No group matches these filters" },
  },
} as const satisfies ListDeclaration;

/** The group list's export: the columns of its sheet, in order, and the words of its file's name. */
export const groupListExport = {
  fileWords: /*i18n*/ { id: "groupList.fileWords", message: "Group list" },
  columns: {
    groupCode: /*i18n*/ { id: "groupList.column.code", message: "Group code" },
    conference: /*i18n*/ { id: "groupList.column.conference", message: "Conference" },
    leader: /*i18n*/ { id: "groupList.column.leader", message: "Leader" },
    groupType: /*i18n*/ { id: "groupList.column.type", message: "Group type" },
    discount: /*i18n*/ { id: "groupList.column.discount", message: "Discount factor" },
    minNumber: /*i18n*/ { id: "groupList.column.minNumber", message: "Fewest people" },
    maxNumber: /*i18n*/ { id: "groupList.column.maxNumber", message: "Most people" },
    members: /*i18n*/ { id: "groupList.column.members", message: "Members" },
    paidMembers: /*i18n*/ { id: "groupList.column.paidMembers", message: "Paid members" },
    groupStatus: /*i18n*/ { id: "groupList.column.status", message: "Group status" },
    createTime: /*i18n*/ { id: "groupList.column.createTime", message: "Created at" },
  },
} as const;

export const adminGroupQuery = listQuery(groupList);
/** GET /api/admin/groups/export: the list's filters, no paging. */
export const adminGroupExportQuery = listFilterQuery(groupList);
export type AdminGroupQuery = z.infer<typeof adminGroupQuery>;
export const adminGroupPage = listPage(groupList);

/** A member of a group as staff see it (spec 002 §2 member list of a group). */
export const adminGroupMember = z.object({
  registrationId: id,
  name: z.string(),
  isLeader: z.boolean(),
  /** Left the group (removed by the leader or staff): shown as such, no longer counted. */
  removed: z.boolean(),
  unit: z.string(),
  job: z.string(),
  position: z.string(),
  email: z.string(),
  totalFee: cents,
  currency: z.enum(currencyValues),
  payState: z.literal(payStateValues),
});
export type AdminGroupMember = z.infer<typeof adminGroupMember>;
export const adminGroupMembers = z.object({ group: adminGroupRow, members: z.array(adminGroupMember) });
export type AdminGroupMembers = z.infer<typeof adminGroupMembers>;
