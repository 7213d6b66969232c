import type { TestApp } from "./app";

type Operation = { operationId: string; "x-spec-operations"?: string[] };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** The server's OpenAPI document, as any client reads it. */
export async function openApiDocument(app: TestApp): Promise<OpenApiDocument> {
  return (await app.client().get<OpenApiDocument>("/api/openapi.json")).body;
}

/** Every spec (§7) call name some operation of the document says it stands for (`x-spec-operations`). */
export function tracedSpecOperations(doc: OpenApiDocument): Set<string> {
  return new Set(
    Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) => op["x-spec-operations"] ?? []),
    ),
  );
}
