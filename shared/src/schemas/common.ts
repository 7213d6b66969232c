import { z } from "zod";
import { validationIds as v } from "../validation";

export const id = z.number().int().positive();
/** Route and query ids arrive as text. */
export const idParam = z.coerce.number({ error: v.invalid }).int().positive({ error: v.invalid });
/** Money is integer cents (fen) everywhere; formatting happens at the edge. */
export const cents = z.number().int({ error: v.integer }).min(0, { error: v.amount });
/** Times are UTC ISO-8601 strings at the API. */
export const isoDateTime = z.iso.datetime({ offset: true, error: v.date });
export const bilingual = z.object({ zh: z.string().max(200), en: z.string().max(200) });

export const requiredText = (max = 100) =>
  z.string({ error: v.required }).trim().min(1, { error: v.required }).max(max, { error: v.tooLong });
export const optionalText = (max = 100) => z.string().trim().max(max, { error: v.tooLong }).default("");

/** Page sizes offered by back-office tables (spec 002 §9); attendee lists use 10. */
export const pageSizes = [5, 8, 10, 20, 50, 100, 300] as const;
export const attendeePageSize = 10;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (pageSizes as readonly number[]).includes(n), { error: v.invalid })
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
export type Paged<T> = { items: T[]; page: number; size: number; total: number; totalPages: number };

export function pageOf<T>(items: T[], query: PageQuery, total: number): Paged<T> {
  return { items, page: query.page, size: query.size, total, totalPages: Math.ceil(total / query.size) };
}

export const ok = z.object({ ok: z.literal(true) });
