import { listFieldGroups, type RegistrationColumnGroup, registrationColumnGroups } from "@confreg/shared";
import { useState } from "react";

/** Column groups the list can show or hide, as the shared declaration lists them (spec 002 §2). */
export const columnGroups = Object.keys(registrationColumnGroups) as RegistrationColumnGroup[];
export type ColumnGroup = RegistrationColumnGroup;
export const columnGroupLabels = registrationColumnGroups;

const storageKey = "confreg.admin.registerList.columns";
const isGroup = (value: unknown): value is ColumnGroup =>
  (columnGroups as readonly unknown[]).includes(value);

/** Shown until chosen otherwise: the row's own groups; extra info, hotel and traffic are read on request. */
const defaultGroups = columnGroups.filter((g) => !(listFieldGroups as readonly string[]).includes(g));

function load(): ColumnGroup[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "null");
    return Array.isArray(saved) ? saved.filter(isGroup) : defaultGroups;
  } catch {
    return defaultGroups;
  }
}

/** The shown groups, remembered on this computer: a display preference, not part of the search. */
export function useColumnGroups() {
  const [shown, setShown] = useState<ColumnGroup[]>(load);
  const update = (next: ColumnGroup[]) => {
    localStorage.setItem(storageKey, JSON.stringify(next));
    setShown(next);
  };
  return [shown, update] as const;
}
