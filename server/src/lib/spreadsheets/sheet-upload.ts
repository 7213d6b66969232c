import { validationIds } from "@confreg/shared";
import { z } from "@hono/zod-openapi";

/** The file part of an import: readSheet decides by its bytes whether it is an .xlsx workbook or a CSV. */
const sheetFile = z
  .instanceof(File, { error: validationIds.required })
  .openapi({ type: "string", format: "binary" });

/** An import's multipart body: the file and any other fields the import takes. */
export const sheetUploadBody = <S extends z.ZodRawShape>(fields: S) => ({
  content: { "multipart/form-data": { schema: z.object({ file: sheetFile, ...fields }) } },
  required: true,
});
