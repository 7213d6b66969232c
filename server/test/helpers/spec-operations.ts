import { afterAll, beforeAll } from "vitest";
import { startTestApp, type TestApp } from "./app";
import { describeEachDialect } from "./database";

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

/** The spec call names of `names` that no operation of the document stands for. */
export const untracedSpecOperations = (doc: OpenApiDocument, names: readonly string[]): string[] => {
  const traced = tracedSpecOperations(doc);
  return names.filter((name) => !traced.has(name));
};

/** On each database: the server's API description, read once, for the tests `body` declares. */
export function describeApiDocument(title: string, body: (doc: () => OpenApiDocument) => void): void {
  describeEachDialect(title, ({ db, dialect }) => {
    let app: TestApp;
    let doc: OpenApiDocument;
    beforeAll(async () => {
      app = await startTestApp(db(), dialect);
      doc = await openApiDocument(app);
    });
    afterAll(() => app.close());
    body(() => doc);
  });
}
