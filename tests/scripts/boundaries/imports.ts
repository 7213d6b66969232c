import { readFileSync } from "node:fs";
import ts from "typescript";

/** One module a source file names: in an import, an export-from, `import()`, `require()` or `import("x")` type. */
export type ImportRef = {
  specifier: string;
  /** 1-based line of the specifier. */
  line: number;
  /** Erased at compile time: `import type`, `export type … from`, or a `typeof import("…")` type. */
  typeOnly: boolean;
};

const literalText = (node: ts.Node | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined;

/**
 * Every module specifier in a file, read with TypeScript's own parser so comments, strings and template
 * literals that merely look like imports never count. `import { type X }` counts as a value import: with
 * `verbatimModuleSyntax` it still loads the module at run time.
 */
export function readImports(file: string): ImportRef[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const found: ImportRef[] = [];
  const add = (node: ts.Node, typeOnly: boolean) => {
    const specifier = literalText(node);
    if (specifier === undefined) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ specifier, line: line + 1, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal, true);
    else if (ts.isCallExpression(node) && isImportOrRequire(node.expression) && node.arguments[0])
      add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isImportOrRequire(callee: ts.Expression): boolean {
  return (
    callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require")
  );
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (file.endsWith(".jsx")) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}
