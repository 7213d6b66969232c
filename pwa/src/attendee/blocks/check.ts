import { type FieldIssue, fieldIssuesFromZod } from "@confreg/shared";
import { z } from "zod";

/**
 * A block's part of the request parsed by its own shared schema (so findings carry full paths such as
 * `hotel.startDate`), then, when it parsed, the block's shared rules on the parsed value.
 */
export function checkPart<S extends z.ZodType>(
  key: string,
  schema: S,
  value: unknown,
  rules: (parsed: z.output<S>) => FieldIssue[],
): FieldIssue[] {
  const parsed = z.object({ [key]: schema }).safeParse({ [key]: value });
  if (!parsed.success) return fieldIssuesFromZod(parsed.error.issues);
  return rules(parsed.data[key] as z.output<S>);
}
