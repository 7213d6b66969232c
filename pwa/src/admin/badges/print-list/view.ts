import { z } from "zod";

/** What the print list keeps in its URL beside its filters: the optional unit column (spec 002 §2). */
export const printListView = { unit: z.boolean() };
