import { idParam } from "@confreg/shared";
import { z } from "zod";

/** The editor's sections, as tabs (the address keeps the open one). */
export const editorTabs = [
  "basics",
  "settings",
  "types",
  "workshops",
  "fees",
  "hotels",
  "codes",
  "questions",
  "schemes",
  "checkin",
] as const;
export type EditorTab = (typeof editorTabs)[number];

/** confernceDetail's address: the conference (none: a new one) and the section open. */
export const conferenceEditorSearch = z.object({
  id: idParam.optional().catch(undefined),
  tab: z.enum(editorTabs).optional().catch(undefined),
});
export type ConferenceEditorSearch = z.infer<typeof conferenceEditorSearch>;

/** confernce's address: the year registration opens and the host filter (spec 002 getConferenceListByYearAndHost). */
export const conferenceListSearch = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  host: z.string().max(100).optional().catch(undefined),
});
export type ConferenceListSearch = z.infer<typeof conferenceListSearch>;
