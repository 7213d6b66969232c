import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findStatusLiterals } from "./check-status-literals";
import { findInSource } from "./status-literals/find";

const rulesOf = (text: string) => findInSource("server/src/x.ts", text).map((f) => f.rule);

describe("status subsets and numbers written out", () => {
  it.each([
    ["a list of two members", `const paid = [PayStatus.paid, PayStatus.paidPending];`, "status-list"],
    [
      "a list of outbox statuses",
      `q.where("status", "in", [OutboxStatus.held, OutboxStatus.failed]);`,
      "status-list",
    ],
    ["a list through an alias", `const S = InvoiceStatus;\nconst x = [S.issued, S.issuing];`, "status-list"],
    [
      "a kysely in-list",
      `q.where("payStatus", "in", [PayStatus.reviewing, PayStatus.refundProcessing]);`,
      "status-list",
    ],
    ["an in-list of numbers", `q.where("payLines.payStatus", "in", [2, 3]);`, "status-list"],
    ["includes on a literal list", `[2, -4].includes(line.payStatus);`, "status-list"],
    ["numbers typed as a status", `const types: readonly InvoiceType[] = [1, 2, 3];`, "status-list"],
    [
      "a chain of comparisons",
      `const a = s === PayStatus.paid || s === PayStatus.refundRejected;`,
      "status-chain",
    ],
    [
      "a chain of exclusions",
      `if (g.status !== GroupStatus.created && g.status !== GroupStatus.inProgress) {}`,
      "status-chain",
    ],
    ["a bare number compared", `if (line.payStatus === 2) {}`, "status-number"],
    ["a negative number compared", `if (invoice.invoiceStatus !== -2) {}`, "status-number"],
    ["a bare number given", `const fact = { payType: 1 };`, "status-number"],
    ["a bare number assigned", `row.invoiceStatus = 0;`, "status-number"],
    ["a bare number in a query", `q.where("invoiceType", "=", 7);`, "status-number"],
    [
      "cases grouped",
      `switch (s) { case PayType.alipay: case PayType.wechat: return 1; }`,
      "status-case-group",
    ],
  ])("refuses %s", (_name, text, rule) => {
    expect(rulesOf(text)).toEqual([rule]);
  });

  it.each([
    ["one named member", `if (line.payStatus === PayStatus.paid) {}`],
    ["a derived subset", `q.where("payStatus", "in", payStatusesWhere("onReceipt"));`],
    ["a machine's from list", `const t = { from: [S.unpaid, S.refunded], event: "pay" };`],
    ["a context target's states", `const t = { oneOf: [S.paid, S.paidPending], pick };`],
    ["one member beside another enum's", `if (s === PayStatus.paid && t === InvoiceType.none) {}`],
    ["numbers that are not statuses", `if (res.status === 200 && page === 1) {}\nconst xs = [1, 2, 3];`],
    ["a count", `q.where("isDeleted", "=", 0);`],
    [
      "a switch with a case each",
      `switch (s) { case PayType.alipay: return 1; case PayType.wechat: return 2; }`,
    ],
  ])("allows %s", (_name, text) => {
    expect(rulesOf(text)).toEqual([]);
  });
});

describe("the files checked", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("skips tests, migrations and the demo seed, which write statuses as data, and checks the rest", () => {
    root = mkdtempSync(path.join(tmpdir(), "status-literals-"));
    const files: Record<string, string> = {
      "package.json": JSON.stringify({ workspaces: ["server"] }),
      "server/package.json": JSON.stringify({ name: "@confreg/server" }),
      "server/src/features/pay.ts": `export const paid = (s: number) => s === 2 || s === 3;\nexport const x = { payStatus: 2 };\n`,
      "server/src/features/pay.test.ts": `const line = { payStatus: 2 };\n`,
      "server/test/payments.test.ts": `const line = { payStatus: 2 };\n`,
      "server/src/db/migrations/0001.ts": `const line = { payStatus: 2 };\n`,
      "server/src/seed/lines.ts": `const line = { payStatus: 2 };\n`,
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    expect(findStatusLiterals(root).map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "server/src/features/pay.ts:2 status-number",
    ]);
  });
});
