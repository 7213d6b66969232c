import { z } from "zod";
import type { Selection } from "./draft-db";

const id = z.number().int().positive();

/** The spec's `form` query parameter: `{participantTypeId, registerWorkshopList, invcode}` as JSON. */
const formParam = z.object({
  participantTypeId: id,
  // Old links carry `[{id, name}]`, ours carry ids.
  registerWorkshopList: z
    .array(z.union([id, z.object({ id }).transform((w) => w.id)]))
    .max(50)
    .default([]),
  invcode: z.string().trim().max(40).default(""),
});

export type FormParam = { participantTypeId: number; registerWorkshopList: number[]; invcode: string };

/** The `form` search value; the router writes it into the address as JSON. */
export function encodeSelection(selection: Selection): FormParam {
  return {
    participantTypeId: selection.participantTypeId,
    registerWorkshopList: selection.workshopIds,
    invcode: selection.invcode,
  };
}

/** The selection in a `form` parameter (parsed object or JSON text), or null when it cannot be read. */
export function decodeSelection(form: unknown): Selection | null {
  if (form === undefined || form === null || form === "") return null;
  let raw: unknown = form;
  if (typeof form === "string") {
    try {
      raw = JSON.parse(form);
    } catch {
      return null;
    }
  }
  const parsed = formParam.safeParse(raw);
  if (!parsed.success) return null;
  const { participantTypeId, registerWorkshopList, invcode } = parsed.data;
  return { participantTypeId, workshopIds: [...new Set(registerWorkshopList)], invcode };
}
