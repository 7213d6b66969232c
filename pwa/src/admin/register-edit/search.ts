import { z } from "zod";

/** registerEdit's query (spec 002 §2): the registration by `register_id`, as the old links name it. */
export const registerEditSearch = z.object({
  register_id: z.coerce.number().int().positive().optional().catch(undefined),
});
export type RegisterEditSearch = z.infer<typeof registerEditSearch>;
