import ts from "typescript";

/** A place in a source file where a status subset or a status number is written out by hand. */
export type Finding = { file: string; line: number; rule: string; text: string };

/**
 * The enumerated facts whose subsets live in trait tables (shared/src/enums, shared/src/state): a list of
 * their members written anywhere else is a copy that the next member will not reach.
 */
export const statusEnums = [
  "PayStatus",
  "PayState",
  "PayType",
  "InvoiceStatus",
  "InvoiceType",
  "GroupStatus",
  "OutboxStatus",
];

/** Properties and columns that hold one of those values; a number compared with or given to one is a status. */
const statusName = /^(?:[A-Za-z]+\.)?(?:payStatus|payState|payType|invoiceStatus|invoiceType|groupStatus)$/;

/** Where a machine lists the states an event leaves from or may reach: the machine is the table there. */
const machineProperties = new Set(["from", "oneOf"]);

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);

function isNumber(node: ts.Node): boolean {
  if (ts.isNumericLiteral(node)) return true;
  return (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  );
}

/** The name a status is read from: `payStatus`, `line.payStatus`, `row["invoiceStatus"]`, `"r.payStatus"`. */
function nameOf(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node)) return nameOf(node.argumentExpression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) return nameOf(node.expression);
  return undefined;
}
const isStatus = (node: ts.Node) => statusName.test(nameOf(node) ?? "");

/** Local names bound to a status enum: the enum itself, and aliases such as `const S = PayStatus`. */
function enumAliases(source: ts.SourceFile): Map<string, string> {
  const aliases = new Map(statusEnums.map((name) => [name, name]));
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.initializer)) {
      const target = aliases.get(node.initializer.text);
      if (target && ts.isIdentifier(node.name)) aliases.set(node.name.text, target);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return aliases;
}

/** A declaration or assertion whose type names a status enum: `const types: InvoiceType[] = [1, 2]`. */
function statusTyped(node: ts.Node): boolean {
  const type =
    ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node) || ts.isAsExpression(node)
      ? node.type
      : ts.isSatisfiesExpression(node)
        ? node.type
        : undefined;
  if (!type) return false;
  const names = type.getText().match(/\b[A-Z]\w*/g) ?? [];
  return names.some((name) => statusEnums.includes(name));
}

/** Finds the hand-written status subsets and bare status numbers of one file. */
export function findInSource(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const aliases = enumAliases(source);
  const findings: Finding[] = [];
  const report = (node: ts.Node, rule: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    findings.push({ file, line, rule, text: node.getText(source).replace(/\s+/g, " ").slice(0, 100) });
  };
  /** The enum a node names a member of (`PayStatus.paid`, `S.paid`), if it does. */
  const memberOf = (node: ts.Node): string | undefined =>
    ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)
      ? aliases.get(node.expression.text)
      : undefined;
  /** Whether a list holds two members of one enum, or (beside a status) two numbers. */
  const isSubset = (elements: readonly ts.Node[], numbersCount: boolean) => {
    const enums = elements.map(memberOf).filter((e) => e !== undefined);
    if (enums.some((e) => enums.indexOf(e) !== enums.lastIndexOf(e))) return true;
    return numbersCount && elements.filter(isNumber).length >= 2;
  };
  /** The comparisons of one member of an enum in a chain of `&&` and `||`, by enum. */
  const comparedMembers = (node: ts.Node, counts: Map<string, number>): void => {
    if (ts.isParenthesizedExpression(node)) {
      comparedMembers(node.expression, counts);
      return;
    }
    if (!ts.isBinaryExpression(node)) return;
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken) {
      comparedMembers(node.left, counts);
      comparedMembers(node.right, counts);
    } else if (comparisons.has(op)) {
      const e = memberOf(node.left) ?? memberOf(node.right);
      if (e) counts.set(e, (counts.get(e) ?? 0) + 1);
    }
  };
  const isChainRoot = (node: ts.BinaryExpression) => {
    let parent = node.parent;
    while (ts.isParenthesizedExpression(parent)) parent = parent.parent;
    if (!ts.isBinaryExpression(parent)) return true;
    const op = parent.operatorToken.kind;
    return op !== ts.SyntaxKind.BarBarToken && op !== ts.SyntaxKind.AmpersandAmpersandToken;
  };

  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const parent = node.parent;
      const inMachine = ts.isPropertyAssignment(parent) && machineProperties.has(nameOf(parent.name) ?? "");
      const besideStatus = ts.isCallExpression(parent) && parent.arguments.some(isStatus);
      const includesStatus =
        ts.isPropertyAccessExpression(parent) &&
        parent.name.text === "includes" &&
        ts.isCallExpression(parent.parent) &&
        parent.parent.arguments.some(isStatus);
      const typedAsStatus = statusTyped(parent);
      if (!inMachine && isSubset(node.elements, besideStatus || includesStatus || typedAsStatus)) {
        report(node, "status-list");
      }
    } else if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (comparisons.has(op) || op === ts.SyntaxKind.EqualsToken) {
        const bare =
          (isNumber(node.left) && isStatus(node.right)) || (isNumber(node.right) && isStatus(node.left));
        if (bare) report(node, "status-number");
      } else if (
        (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken) &&
        isChainRoot(node)
      ) {
        const counts = new Map<string, number>();
        comparedMembers(node, counts);
        if ([...counts.values()].some((n) => n >= 2)) report(node, "status-chain");
      }
    } else if (ts.isPropertyAssignment(node) && isStatus(node.name) && isNumber(node.initializer)) {
      report(node, "status-number");
    } else if (ts.isCallExpression(node) && node.arguments.some(isStatus)) {
      // kysely: where("payStatus", "=", 2)
      const [, operator, value] = node.arguments;
      if (operator && value && ts.isStringLiteral(operator) && isNumber(value)) report(node, "status-number");
    } else if (ts.isCaseClause(node) && node.statements.length === 0 && memberOf(node.expression)) {
      // A case that falls through to the next groups members into a subset.
      report(node, "status-case-group");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}
