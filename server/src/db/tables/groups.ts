import type { GroupStatus, GroupType } from "@confreg/shared";
import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** A group formed from a scheme; the leader is a member registration with isManager 1 (DOMAIN.md §6). */
export interface GroupsTable {
  id: Generated<number>;
  conferenceId: number;
  schemeId: number;
  groupCode: string;
  groupType: Generated<GroupType>;
  groupStatus: Generated<GroupStatus>;
  /** No foreign key (registrations point at groups); the leader also has isManager 1. */
  leaderRegistrationId: number | null;
  /** Members (not removed) whose payment is 2 or 3. */
  payNumber: Generated<number>;
  createTime: string;
  updateTime: string;
}

export type GroupRow = Selectable<GroupsTable>;
export type NewGroup = Insertable<GroupsTable>;
export type GroupUpdate = Updateable<GroupsTable>;
