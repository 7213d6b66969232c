// `npm run lint`: every operation of the API declares the error codes it may answer (`errors` in its route
// config, server/src/http/routes.ts), published as `x-error-codes` and as error responses by HTTP status.
// The type makes a route without `errors` a compile error; this checks what the document publishes.
import { pathToFileURL } from "node:url";
import { apiDocument } from "@confreg/server/testing";
import { errorCodes } from "../../shared/src/errors";

type Response = {
  content?: { "application/json"?: { schema?: { properties?: { code?: { enum?: string[] } } } } };
};
type Operation = { operationId?: string; "x-error-codes"?: string[]; responses?: Record<string, Response> };
export type Document = { paths?: Record<string, Record<string, Operation>> };

const isError = (status: string) => /^[45]\d\d$/.test(status);

/** One operation's problems: no declared codes, unknown ones, and responses that do not match the table. */
function operationProblems(name: string, op: Operation): string[] {
  const declared = op["x-error-codes"] ?? [];
  if (declared.length === 0) return [`${name}: declares no error codes (x-error-codes)`];
  const unknown = declared.filter((code) => !(code in errorCodes));
  if (unknown.length > 0)
    return [`${name}: declares codes the error table does not have: ${unknown.join(", ")}`];
  const published = Object.entries(op.responses ?? {})
    .filter(([status]) => isError(status))
    .flatMap(([status, response]) =>
      (response.content?.["application/json"]?.schema?.properties?.code?.enum ?? []).map((code) => ({
        status,
        code,
      })),
    );
  const problems = published
    .filter(({ status, code }) => errorCodes[code as keyof typeof errorCodes]?.status !== Number(status))
    .map(({ status, code }) => `${name}: ${code} published under ${status}, the table says otherwise`);
  const listed = (code: string) => published.some((p) => p.code === code);
  const missing = declared.filter((code) => !listed(code));
  const extra = published.filter((p) => !declared.includes(p.code)).map((p) => p.code);
  if (missing.length) problems.push(`${name}: declared but not in its responses: ${missing.join(", ")}`);
  if (extra.length) problems.push(`${name}: in its responses but not declared: ${extra.join(", ")}`);
  return problems;
}

/** Every operation's problems with its declared error codes. */
export function routeErrorProblems(doc: Document): string[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) =>
      operationProblems(`${method.toUpperCase()} ${path} (${op.operationId})`, op),
    ),
  );
}

function main() {
  const doc = apiDocument() as Document;
  const problems = routeErrorProblems(doc);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  const count = Object.values(doc.paths ?? {}).flatMap((methods) => Object.keys(methods)).length;
  console.log(`every operation declares its error codes (${count} operations)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
