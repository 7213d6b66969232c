import {
  type AdminGroupMembers,
  type AdminGroupQuery,
  type AdminGroupRow,
  AppError,
  type GroupStatus,
  type GroupType,
  groupList,
  normalizeGroupCode,
  pageOf,
  payStateOf,
} from "@confreg/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "#db/schema";
import { whereFilters } from "#lib/list/filters";
import { newestFirstPage } from "#lib/list/query";

/** The groups with their conference, scheme, leader and how many members they have now. */
function groupRows(db: Kysely<Database>) {
  return db
    .selectFrom("groups")
    .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
    .innerJoin("conferences", "conferences.id", "groups.conferenceId")
    .leftJoin("registrations as leader", (join) =>
      join.onRef("leader.id", "=", "groups.leaderRegistrationId").on("leader.isDeleted", "=", sql.lit(0)),
    )
    .select((eb) => [
      "groups.id",
      "groups.conferenceId",
      "groups.groupCode",
      "groups.groupType",
      "groups.groupStatus",
      "groups.payNumber",
      "groups.createTime",
      "groupSchemes.id as schemeId",
      "groupSchemes.minNumber",
      "groupSchemes.maxNumber",
      "groupSchemes.discountBp",
      "conferences.titleZh",
      "conferences.titleEn",
      "leader.id as leaderId",
      "leader.name as leaderName",
      eb
        .selectFrom("registrations as member")
        .select((m) => m.fn.countAll<number>().as("n"))
        .whereRef("member.groupId", "=", "groups.id")
        .where("member.isDeleted", "=", sql.lit(0))
        .where("member.isRemoved", "=", sql.lit(0))
        .as("members"),
    ]);
}

type GroupListRow = Awaited<ReturnType<ReturnType<typeof groupRows>["execute"]>>[number];

export function toGroupRow(row: GroupListRow): AdminGroupRow {
  return {
    id: row.id,
    conference: { id: row.conferenceId, title: { zh: row.titleZh, en: row.titleEn } },
    groupCode: row.groupCode,
    groupType: row.groupType as GroupType,
    groupStatus: row.groupStatus as GroupStatus,
    leader: row.leaderId === null ? null : { registrationId: row.leaderId, name: row.leaderName ?? "" },
    scheme: {
      id: row.schemeId,
      minNumber: row.minNumber,
      maxNumber: row.maxNumber,
      discount: row.discountBp / 10_000,
    },
    members: Number(row.members ?? 0),
    paidMembers: row.payNumber,
    createTime: row.createTime,
  };
}

/** The groups the declared filters keep (of every conference: the caller scopes them). */
export function filteredGroups(db: Kysely<Database>, query: Omit<AdminGroupQuery, "page" | "size">) {
  return whereFilters(
    groupRows(db),
    groupList,
    query as AdminGroupQuery,
    {
      groupStatus: "groups.groupStatus",
      groupType: "groups.groupType",
      groupCode: (code) => sql`${sql.ref("groups.groupCode")} = ${normalizeGroupCode(code)}`,
    },
    "UTC",
  );
}

/** groupList: the scope's groups (null: every conference), newest first, filtered as declared. */
export async function groupListPage(db: Kysely<Database>, scope: number | null, query: AdminGroupQuery) {
  const columns = { id: "groups.id", conferenceId: "groups.conferenceId" };
  const { rows, total } = await newestFirstPage(filteredGroups(db, query), columns, scope, query);
  return pageOf(rows.map(toGroupRow), query, total);
}

/**
 * A group and its members (spec 002 §2 member list of a group, groupMemberList): the leader first, then
 * by when they registered; those who left the group stay, marked. The guard has checked its scope.
 */
export async function groupMembers(db: Kysely<Database>, groupId: number): Promise<AdminGroupMembers> {
  const group = await groupRows(db).where("groups.id", "=", groupId).executeTakeFirst();
  if (!group) throw new AppError("NOT_FOUND");
  const members = await db
    .selectFrom("registrations")
    .select([
      "id",
      "name",
      "isManager",
      "isRemoved",
      "unit",
      "job",
      "position",
      "email",
      "totalFee",
      "currency",
      "payStatus",
    ])
    .where("groupId", "=", groupId)
    .where("isDeleted", "=", sql.lit(0))
    .orderBy("isManager", "desc")
    .orderBy("id", "asc")
    .execute();
  return {
    group: toGroupRow(group),
    members: members.map((m) => ({
      registrationId: m.id,
      name: m.name,
      isLeader: m.isManager === 1,
      removed: m.isRemoved === 1,
      unit: m.unit,
      job: m.job,
      position: m.position,
      email: m.email,
      totalFee: m.totalFee,
      currency: m.currency,
      payState: payStateOf(m),
    })),
  };
}
