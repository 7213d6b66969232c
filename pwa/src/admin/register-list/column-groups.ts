import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useState } from "react";

/** Column groups the list can show or hide (spec 002 §2; extra info, hotel and traffic come later). */
export const columnGroups = ["attendee", "payment", "invoice"] as const;
export type ColumnGroup = (typeof columnGroups)[number];

export const columnGroupLabels: Record<ColumnGroup, MessageDescriptor> = {
  attendee: msg`Attendee`,
  payment: msg`Payment`,
  invoice: msg`Invoice`,
};

const storageKey = "confreg.admin.registerList.columns";
const isGroup = (value: unknown): value is ColumnGroup =>
  (columnGroups as readonly unknown[]).includes(value);

function load(): ColumnGroup[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "null");
    return Array.isArray(saved) ? saved.filter(isGroup) : [...columnGroups];
  } catch {
    return [...columnGroups];
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
