import { GroupStatus, groupStatusValues } from "../enums";
import { AppError } from "../errors";
import { Actor, type ContextTarget, type Machine } from "./machine";

const { attendee, admin, system, timer } = Actor;
const S = GroupStatus;

export const groupEvents = ["memberPaid", "memberRemoved", "revoke", "close"] as const;
export type GroupEvent = (typeof groupEvents)[number];

/** What a recount needs: the group's paid (active) members after the change, and its scheme's minimum. */
export type GroupContext = { paidMembers: number; minNumber: number };

/** 0 while nobody has paid, 1 while fewer than the minimum have, 2 from the minimum on. */
export function groupStatusFor(context: GroupContext): GroupStatus {
  if (context.paidMembers >= context.minNumber) return S.succeeded;
  return context.paidMembers > 0 ? S.inProgress : S.created;
}

const recount: ContextTarget<GroupStatus, GroupContext> = {
  oneOf: [S.created, S.inProgress, S.succeeded],
  pick: groupStatusFor,
};

/**
 * Group status, DOMAIN.md §6. A succeeded group stays succeeded: its members earned the discount, and
 * a member removed later pays the difference on a line of their own. The leader (attendee, isManager)
 * may revoke a group until it succeeds; after that only an administrator can. Registration closing with
 * the group under its minimum fails it (timer, or the system when an administrator closes registration).
 */
export type GroupContexts = {
  memberPaid: GroupContext;
  memberRemoved: GroupContext;
  revoke: undefined;
  close: undefined;
};

export const groupMachine: Machine<GroupStatus, GroupEvent, GroupContexts> = {
  name: "group",
  states: groupStatusValues,
  events: groupEvents,
  transitions: [
    { from: [S.created, S.inProgress], event: "memberPaid", to: recount, by: [system] },
    { from: [S.created, S.inProgress], event: "memberRemoved", to: recount, by: [attendee, admin] },
    { from: [S.succeeded], event: "memberRemoved", to: S.succeeded, by: [attendee, admin] },
    { from: [S.created, S.inProgress], event: "revoke", to: S.failed, by: [attendee, admin] },
    { from: [S.succeeded], event: "revoke", to: S.failed, by: [admin] },
    { from: [S.created, S.inProgress], event: "close", to: S.failed, by: [timer, system] },
  ],
};

/** A group as seen by someone entering its code: its status, active members (leader included) and maximum. */
export type JoinableGroup = { status: GroupStatus; members: number; maxNumber: number };

export type GroupJoinError = "GROUP_NOT_FOUND" | "GROUP_EXPIRED" | "GROUP_FULL";

/** The code check (spec 001 §4): 1 not found, 2 expired (failed or revoked), 3 full; null when joinable. */
export function groupJoinError(group: JoinableGroup | null | undefined): GroupJoinError | null {
  if (!group) return "GROUP_NOT_FOUND";
  if (group.status === S.failed) return "GROUP_EXPIRED";
  if (group.members >= group.maxNumber) return "GROUP_FULL";
  return null;
}

export function assertGroupJoinable(group: JoinableGroup | null | undefined): void {
  const error = groupJoinError(group);
  if (error) throw new AppError(error);
}
