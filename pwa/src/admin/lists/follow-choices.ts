import type { AdminConference, ListDeclaration } from "@confreg/shared";
import type { FormInstance } from "antd";
import type { FormValues } from "./filter-values";

/** The names of the filters whose choices follow each other, where the list has them. */
export type FollowingNames = {
  year?: string;
  host?: string;
  conference?: string;
  participantType?: string;
  hotel?: string;
  roomType?: string;
};

/** Which of a list's filters is its year, host, conference, participant type, hotel and room type. */
export function nameOfKind(list: Pick<ListDeclaration, "filters">): FollowingNames {
  const names: FollowingNames = {};
  for (const [name, filter] of Object.entries(list.filters)) {
    if (filter.kind === "year" || filter.kind === "host" || filter.kind === "conference")
      names[filter.kind] = name;
    if (filter.kind === "ref") names[filter.of] = name;
  }
  return names;
}

/**
 * What a change of one filter clears in the others: a year or host that rules out the chosen conference
 * clears it (and its participant type); another conference has other participant types, another hotel
 * other room types. The fields to clear, by name (none: nothing to clear).
 */
export function clearedBy(
  names: FollowingNames,
  changed: FormValues,
  values: FormValues,
  conferences: readonly AdminConference[],
): FormValues {
  const cleared: FormValues = {};
  const clear = (name: string | undefined) => {
    if (name) cleared[name] = undefined;
  };
  const has = (name: string | undefined) => name !== undefined && name in changed;
  if (has(names.year) || has(names.host)) {
    const year = names.year ? values[names.year] : undefined;
    const host = names.host ? values[names.host] : undefined;
    const id = names.conference ? values[names.conference] : undefined;
    const fits = conferences.some(
      (c) => c.id === id && (!year || c.year === year) && (!host || c.hostUnit === host),
    );
    if (id != null && !fits) {
      clear(names.conference);
      clear(names.participantType);
    }
  }
  if (has(names.conference)) clear(names.participantType);
  if (has(names.hotel)) clear(names.roomType);
  return cleared;
}

/** Clears in the form what a change of one filter rules out (`clearedBy`). */
export function followChoices(
  form: FormInstance<FormValues>,
  names: FollowingNames,
  changed: FormValues,
  conferences: readonly AdminConference[],
) {
  const cleared = clearedBy(names, changed, form.getFieldsValue(true), conferences);
  if (Object.keys(cleared).length) form.setFieldsValue(cleared);
}
