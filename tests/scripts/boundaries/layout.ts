import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";

/** A workspace package of the repository: its folder (relative to the root), name, `#` map and dependencies. */
export type Workspace = {
  dir: string;
  name: string;
  imports: Record<string, string | string[]>;
  dependencies: Set<string>;
};

export type Layout = { root: string; workspaces: Workspace[] };

/** Where a specifier leads: a file of the repository (relative to the root), a package, or the platform. */
export type Target =
  | { kind: "file"; path: string }
  | { kind: "package"; name: string; subpath: string; workspace: Workspace | undefined }
  | { kind: "platform" }
  | { kind: "unknown" };

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

/** The workspaces named by the root package.json (plain folder names, as this repository lists them). */
export function loadLayout(root: string): Layout {
  const folders: string[] = readJson(path.join(root, "package.json")).workspaces ?? [];
  const workspaces = folders.map((dir) => {
    const pkg = readJson(path.join(root, dir, "package.json"));
    const dependencies = new Set(
      ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"].flatMap((field) =>
        Object.keys(pkg[field] ?? {}),
      ),
    );
    return { dir, name: pkg.name, imports: pkg.imports ?? {}, dependencies };
  });
  return { root, workspaces };
}

export function workspaceOf(layout: Layout, file: string): Workspace | undefined {
  return layout.workspaces.find((w) => file.startsWith(`${w.dir}/`));
}

/** Source files of a workspace, relative to the root; build output and installed packages left out. */
export function sourceFiles(layout: Layout, workspace: Workspace): string[] {
  const skipped = new Set(["node_modules", "dist", "test-output", "coverage"]);
  const walk = (dir: string): string[] =>
    readdirSync(path.join(layout.root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return skipped.has(entry.name) || entry.name.startsWith(".") ? [] : walk(rel);
      return /\.(?:[cm]?[jt]s|[jt]sx)$/.test(entry.name) ? [rel] : [];
    });
  return walk(workspace.dir);
}

/** Resolves a specifier as Node and the bundlers would, as far as the boundaries need: no file look-ups. */
export function resolveSpecifier(layout: Layout, fromFile: string, specifier: string): Target {
  if (specifier.startsWith("virtual:") || isBuiltin(specifier)) return { kind: "platform" };
  if (specifier.startsWith(".")) {
    return { kind: "file", path: path.posix.join(path.posix.dirname(fromFile), specifier) };
  }
  const workspace = workspaceOf(layout, fromFile);
  if (specifier.startsWith("/")) {
    // Vite reads a root-relative specifier from the importing package's folder.
    return { kind: "file", path: path.posix.join(workspace?.dir ?? "", specifier) };
  }
  if (specifier.startsWith("#")) {
    const target = workspace && resolveSubpathImport(workspace, specifier);
    return target ? { kind: "file", path: target } : { kind: "unknown" };
  }
  const parts = specifier.split("/");
  const nameLength = specifier.startsWith("@") ? 2 : 1;
  const name = parts.slice(0, nameLength).join("/");
  return {
    kind: "package",
    name,
    subpath: parts.slice(nameLength).join("/"),
    workspace: layout.workspaces.find((w) => w.name === name),
  };
}

/**
 * package.json "imports" as Node reads them: an exact key first, else the `#prefix*` pattern with the
 * longest prefix (so `#features/payments` finds its index before `#*` does); the first target of a list.
 */
function resolveSubpathImport(workspace: Workspace, specifier: string): string | undefined {
  const targetOf = (key: string) => {
    const value = workspace.imports[key];
    const target = Array.isArray(value) ? value[0] : value;
    return typeof target === "string" ? target : undefined;
  };
  const exact = targetOf(specifier);
  if (!specifier.includes("*") && exact) return path.posix.join(workspace.dir, exact);
  const patterns = Object.keys(workspace.imports)
    .filter((key) => key.includes("*"))
    .sort((a, b) => b.indexOf("*") - a.indexOf("*"));
  for (const key of patterns) {
    const star = key.indexOf("*");
    const target = targetOf(key);
    if (!target || !specifier.startsWith(key.slice(0, star)) || !specifier.endsWith(key.slice(star + 1)))
      continue;
    const matched = specifier.slice(star, specifier.length - (key.length - star - 1));
    return path.posix.join(workspace.dir, target.replace("*", matched));
  }
  return undefined;
}
