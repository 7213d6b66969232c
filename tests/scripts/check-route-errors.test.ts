import { describe, expect, it } from "vitest";
import { type Document, routeErrorProblems } from "./check-route-errors";

const body = (codes: string[]) => ({
  content: { "application/json": { schema: { properties: { code: { enum: codes } } } } },
});
const doc = (op: object): Document => ({ paths: { "/api/x": { get: { operationId: "getX", ...op } } } });
const declared = {
  "x-error-codes": ["VALIDATION_FAILED", "PAPER_NOT_FOUND", "INTERNAL"],
  responses: {
    200: { description: "ok" },
    400: body(["VALIDATION_FAILED"]),
    404: body(["PAPER_NOT_FOUND"]),
    500: body(["INTERNAL"]),
  },
};

describe("check-route-errors", () => {
  it("passes an operation whose declared codes are its error responses, each under the table's status", () => {
    expect(routeErrorProblems(doc(declared))).toEqual([]);
  });

  it("fails an operation without declared codes", () => {
    expect(routeErrorProblems(doc({ responses: declared.responses }))).toEqual([
      "GET /api/x (getX): declares no error codes (x-error-codes)",
    ]);
    expect(routeErrorProblems(doc({ ...declared, "x-error-codes": [] }))).toHaveLength(1);
  });

  it("fails a code the error table does not have", () => {
    expect(routeErrorProblems(doc({ ...declared, "x-error-codes": ["NO_SUCH_CODE"] }))).toEqual([
      "GET /api/x (getX): declares codes the error table does not have: NO_SUCH_CODE",
    ]);
  });

  it("fails responses that do not match the declared codes or the table's statuses", () => {
    const responses = { 409: body(["PAPER_NOT_FOUND", "REGISTRATION_CLOSED"]), 500: body(["INTERNAL"]) };
    expect(routeErrorProblems(doc({ ...declared, responses }))).toEqual([
      "GET /api/x (getX): PAPER_NOT_FOUND published under 409, the table says otherwise",
      "GET /api/x (getX): declared but not in its responses: VALIDATION_FAILED",
      "GET /api/x (getX): in its responses but not declared: REGISTRATION_CLOSED",
    ]);
  });
});
