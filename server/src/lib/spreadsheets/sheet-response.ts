import { xlsxType } from "@confreg/shared";
import { z } from "@hono/zod-openapi";

/** An operation's .xlsx answer, as OpenAPI describes it. */
export const xlsxResponse = (description: string) => ({
  description,
  content: { [xlsxType]: { schema: z.string().openapi({ format: "binary" }) } },
});

/** The file's name for every browser: plain ASCII, and the real one per RFC 5987. */
export function attachment(fileName: string, fallback: string): string {
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
