import { z } from "zod";
import { validationIds as v } from "../validation";
import { isSafeText } from "../validators/text";

/**
 * The largest integer the API accepts anywhere: the databases' integer columns hold 32 bits (Postgres), so a
 * larger id or number is a bad request, never a database error.
 */
export const maxInt = 2_147_483_647;

export const int = () =>
  z
    .number({ error: v.integer })
    .int({ error: v.integer })
    .min(-maxInt - 1, { error: v.invalid })
    .max(maxInt, { error: v.invalid });
/** Numbers that arrive as text (route and query parameters). */
export const queryInt = () =>
  z.coerce
    .number({ error: v.invalid })
    .int({ error: v.invalid })
    .min(-maxInt - 1, { error: v.invalid })
    .max(maxInt, { error: v.invalid });
export const id = int().positive({ error: v.invalid });
/** Route and query ids arrive as text. */
export const idParam = queryInt().positive({ error: v.invalid });
/** Money is integer cents (fen) everywhere; formatting happens at the edge. */
export const cents = z
  .number()
  .int({ error: v.integer })
  .min(0, { error: v.amountNegative })
  .max(maxInt, { error: v.amount });
/** Whether a string names an instant JavaScript can hold (what `new Date(text).toISOString()` needs). */
export const isInstant = (text: string) => !Number.isNaN(Date.parse(text));

/**
 * Times are UTC ISO-8601 strings at the API. ISO's pattern alone lets through instants no clock has
 * (a 60th second, an offset of +24:00 or +99:00): those are refused here, so no later `toISOString()`
 * throws on them.
 */
export const isoDateTime = z.iso
  .datetime({ offset: true, error: v.date, abort: true })
  .refine(isInstant, { error: v.date });

/**
 * Text a person typed on one line: trimmed, at most `max` characters, and free of control and invisible
 * characters (NUL, bidirectional overrides, zero-width), which no name or answer needs.
 */
export const plainText = (max = 100) =>
  z
    .string({ error: v.required })
    .trim()
    .max(max, { error: v.tooLong })
    .refine((s) => isSafeText(s), { error: v.unsafeText });
/** Text over several lines (remarks, long answers): line breaks and tabs allowed, other controls not. */
export const multilineText = (max = 2000) =>
  z
    .string({ error: v.required })
    .trim()
    .max(max, { error: v.tooLong })
    .refine((s) => isSafeText(s, { multiline: true }), { error: v.unsafeText });
export const requiredText = (max = 100) => plainText(max).min(1, { error: v.required });
export const optionalText = (max = 100) => plainText(max).default("");
export const bilingual = z.object({ zh: plainText(200), en: plainText(200) });

/** Page sizes offered by back-office tables (spec 002 §9); attendee lists use 10. */
export const pageSizes = [5, 8, 10, 20, 50, 100, 300] as const;
export const attendeePageSize = 10;

export const pageQuery = z.object({
  page: queryInt().min(1, { error: v.invalid }).default(1),
  size: queryInt()
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
