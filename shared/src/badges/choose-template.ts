import type { PrintType } from "../enums";

/** What a template applies to: participant types, print types, and whether it is the conference's default. */
export type TemplateAudience = {
  id: number;
  participantTypeIds: readonly number[];
  printTypes: readonly PrintType[];
  isDefault: boolean;
};

/**
 * The template a registration's badge prints with: one made for its participant type, else one for its
 * print type, else the conference's default; among several, the oldest (lowest id). Null when none
 * applies: the caller prints the built-in layout (defaultBadgeLayout).
 */
export function chooseBadgeTemplate<T extends TemplateAudience>(
  templates: readonly T[],
  person: { participantTypeId: number; printType: PrintType | null },
): T | null {
  const byId = [...templates].sort((a, b) => a.id - b.id);
  const { printType } = person;
  return (
    byId.find((t) => t.participantTypeIds.includes(person.participantTypeId)) ??
    (printType === null ? undefined : byId.find((t) => t.printTypes.includes(printType))) ??
    byId.find((t) => t.isDefault) ??
    null
  );
}
