import type { ImportRef } from "./imports";
import { type Layout, resolveSpecifier, type Target, type Workspace, workspaceOf } from "./layout";

/** The layers of ARCHITECTURE.md "Layers and who may import whom", as folders of this repository. */
const appSources = ["pwa/src", "kiosk/src"];
const sharedSources = "shared/src";
const testsDir = "tests";
/** What the PWA and the kiosk may take from the project besides their own files. */
const appAllowedPackages = new Set(["@confreg/shared", "@confreg/locales"]);
const serverAppType = { name: "@confreg/server", subpath: "app-type" };
const featureFile = /^server\/src\/features\/([^/]+)\//;
const repoModule = /\.repo(?:\.[cm]?[jt]sx?)?$/;

export type RuleName = "app-imports" | "feature-repos" | "no-tests-imports" | "shared-imports";

export type Violation = { file: string; line: number; specifier: string; rule: RuleName; message: string };

type Check = (file: string, ref: ImportRef, target: Target, workspace: Workspace) => string | undefined;

const under = (dir: string, file: string) => file.startsWith(`${dir}/`);

/** PWA and kiosk: shared, locales, their own files, the server's app type (type-only), their npm dependencies. */
const appImports: Check = (file, ref, target, workspace) => {
  if (!appSources.some((dir) => under(dir, file))) return undefined;
  if (target.kind === "file") {
    return under(workspace.dir, target.path)
      ? undefined
      : `reaches outside ${workspace.dir}/ to ${target.path}`;
  }
  if (target.kind !== "package") return undefined;
  if (target.workspace) {
    if (appAllowedPackages.has(target.name)) return undefined;
    const isAppType = target.name === serverAppType.name && target.subpath === serverAppType.subpath;
    if (isAppType && ref.typeOnly) return undefined;
    if (isAppType)
      return "the server's app type is imported with `import type` only (no server code at run time)";
    return `${workspace.dir} imports only @confreg/shared, @confreg/locales and the server's app type`;
  }
  return workspace.dependencies.has(target.name)
    ? undefined
    : `${target.name} is not a dependency in ${workspace.dir}/package.json`;
};

/** A feature calls another feature's service or a shared helper, never its repo (its queries). */
const featureRepos: Check = (file, _ref, target) => {
  const feature = featureFile.exec(file)?.[1];
  if (!feature || target.kind !== "file") return undefined;
  const owner = featureFile.exec(target.path)?.[1];
  if (!owner || owner === feature || !repoModule.test(target.path)) return undefined;
  return `feature ${feature} uses ${owner}'s repo: call a function of ${owner}'s service instead`;
};

/** tests/ drives the programs from outside; no program depends on it. */
const noTestsImports: Check = (file, _ref, target) => {
  if (under(testsDir, file)) return undefined;
  const intoTests =
    (target.kind === "file" && under(testsDir, target.path)) ||
    (target.kind === "package" && target.workspace?.dir === testsDir);
  return intoTests ? "nothing imports from tests/" : undefined;
};

/** The domain package imports nothing of the project. */
const sharedImports: Check = (file, _ref, target) => {
  if (!under(sharedSources, file)) return undefined;
  if (target.kind === "file" && !under("shared", target.path))
    return `reaches outside shared/ to ${target.path}`;
  if (target.kind === "package" && target.workspace) return "shared imports nothing of the project";
  return undefined;
};

const checks: [RuleName, Check][] = [
  ["app-imports", appImports],
  ["feature-repos", featureRepos],
  ["no-tests-imports", noTestsImports],
  ["shared-imports", sharedImports],
];

/** Every rule broken by one file's imports. */
export function checkFile(layout: Layout, file: string, refs: ImportRef[]): Violation[] {
  const workspace = workspaceOf(layout, file);
  if (!workspace) return [];
  return refs.flatMap((ref) => {
    const target = resolveSpecifier(layout, file, ref.specifier);
    return checks.flatMap(([rule, check]) => {
      const message = check(file, ref, target, workspace);
      return message ? [{ file, line: ref.line, specifier: ref.specifier, rule, message }] : [];
    });
  });
}
