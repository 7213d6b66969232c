import { listFieldGroups, type RegistrationColumnGroup, registrationColumnGroups } from "@confreg/shared";
import { useState } from "react";

/** Column groups the list can show or hide, as the shared declaration lists them (spec 002 §2). */
export const columnGroups = Object.keys(registrationColumnGroups) as RegistrationColumnGroup[];
export type ColumnGroup = RegistrationColumnGroup;
export const columnGroupLabels = registrationColumnGroups;

/** Shown until chosen otherwise: the row's own groups; extra info, hotel and traffic are read on request. */
const ownGroups = <G extends string>(groups: readonly G[]) =>
  groups.filter((g) => !(listFieldGroups as readonly string[]).includes(g));

function load<G extends string>(storageKey: string, groups: readonly G[], defaults: readonly G[]): G[] {
  const isGroup = (value: unknown): value is G => (groups as readonly unknown[]).includes(value);
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "null");
    return Array.isArray(saved) ? saved.filter(isGroup) : [...defaults];
  } catch {
    return [...defaults];
  }
}

/**
 * The shown groups of a list (the registration list's unless others are given; until chosen, all but
 * those read on request), remembered on this computer under the list's name: a display preference, not
 * part of the search.
 */
export function useColumnGroups<G extends string = ColumnGroup>(
  list = "registerList",
  groups: readonly G[] = columnGroups as unknown as readonly G[],
) {
  const storageKey = `confreg.admin.${list}.columns`;
  const [shown, setShown] = useState<G[]>(() => load(storageKey, groups, ownGroups(groups)));
  const update = (next: G[]) => {
    localStorage.setItem(storageKey, JSON.stringify(next));
    setShown(next);
  };
  return [shown, update] as const;
}
