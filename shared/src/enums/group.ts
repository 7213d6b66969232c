import { enumValues, type Labels, type ValueOf } from "./define";

/** Group status (DOMAIN.md §6). */
export const GroupStatus = { created: 0, inProgress: 1, succeeded: 2, failed: 3 } as const;
export type GroupStatus = ValueOf<typeof GroupStatus>;
export const groupStatusValues = enumValues(GroupStatus);
export const groupStatusLabels: Labels<GroupStatus> = {
  0: /*i18n*/ { id: "groupStatus.created", message: "Created" },
  1: /*i18n*/ { id: "groupStatus.inProgress", message: "In progress" },
  2: /*i18n*/ { id: "groupStatus.succeeded", message: "Succeeded" },
  3: /*i18n*/ { id: "groupStatus.failed", message: "Failed" },
};

export const GroupType = { normal: 0, special: 1 } as const;
export type GroupType = ValueOf<typeof GroupType>;
export const groupTypeValues = enumValues(GroupType);
export const groupTypeLabels: Labels<GroupType> = {
  0: /*i18n*/ { id: "groupType.normal", message: "Normal" },
  1: /*i18n*/ { id: "groupType.special", message: "Special" },
};
