import type { Workshop } from "@confreg/shared";

type Choice = Pick<Workshop, "id" | "isNoneOption">;

export type ToggleOutcome = { ids: number[]; refused: null } | { ids: number[]; refused: "max" | "full" };

/**
 * The choice after tapping a workshop (spec 001 §5): tapping a chosen one removes it; a "not attending"
 * option stands alone, and a real choice replaces it; at the maximum, a maximum of 1 swaps the choice and a
 * larger one refuses (the caller says why). A full workshop cannot be added.
 */
export function toggleWorkshop(
  selected: readonly number[],
  workshop: Choice & { remaining: number | null },
  all: readonly Choice[],
  workshopHigh: number,
): ToggleOutcome {
  if (selected.includes(workshop.id))
    return { ids: selected.filter((id) => id !== workshop.id), refused: null };
  if (workshop.remaining !== null && workshop.remaining <= 0) return { ids: [...selected], refused: "full" };
  if (workshop.isNoneOption) return { ids: [workshop.id], refused: null };
  const noneIds = new Set(all.filter((w) => w.isNoneOption).map((w) => w.id));
  const real = selected.filter((id) => !noneIds.has(id));
  if (workshopHigh > 0 && real.length >= workshopHigh) {
    if (workshopHigh === 1) return { ids: [workshop.id], refused: null };
    return { ids: [...selected], refused: "max" };
  }
  return { ids: [...real, workshop.id], refused: null };
}

/** The choices still valid against the current list (a workshop may have filled up or been withdrawn). */
export function keepOffered(
  ids: readonly number[],
  offered: readonly (Choice & { remaining: number | null })[],
): number[] {
  return ids.filter((id) => {
    const workshop = offered.find((w) => w.id === id);
    return workshop !== undefined && (workshop.remaining === null || workshop.remaining > 0);
  });
}
