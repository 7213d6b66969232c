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
const routesModule = /\.routes(?:\.[cm]?[jt]sx?)?$/;
const indexModule = /^server\/src\/features\/[^/]+\/index(?:\.[cm]?[jt]sx?)?$/;
/** The layers under the features (ARCHITECTURE.md): they know no feature, nor the seed above them. */
const lowerLayers = ["http", "state", "db", "lib", "ports", "jobs", "storage", "crypto"].map(
  (dir) => `server/src/${dir}`,
);
const lowerTopFiles = /^server\/src\/(?:config|logger|credentials-env)\.ts$/;
/** The demo seed sits above the features and uses them through their doors, as features use each other. */
const seedSources = "server/src/seed";
/** The composition root: the files that may know every feature (their routes, jobs and providers). */
const compositionRoot = new Set(["server/src/main.ts", "server/src/app.ts", "server/src/features/index.ts"]);

export type RuleName =
  | "app-imports"
  | "feature-doors"
  | "feature-repos"
  | "feature-routes"
  | "lower-layers"
  | "no-tests-imports"
  | "shared-imports";

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

/** Which feature a file of the repository belongs to, if any. */
const featureOf = (file: string) => featureFile.exec(file)?.[1];

/**
 * A feature (or the seed) uses another feature only through its index.ts, `#features/<name>`: never a
 * deeper file. Repos and routes have rules of their own, so each such import is reported once.
 */
const featureDoors: Check = (file, _ref, target) => {
  if (compositionRoot.has(file) || target.kind !== "file") return undefined;
  const from = featureOf(file) ?? (under(seedSources, file) ? "the seed" : undefined);
  const owner = featureOf(target.path);
  if (!from || !owner || owner === from || indexModule.test(target.path)) return undefined;
  if (repoModule.test(target.path) || routesModule.test(target.path)) return undefined;
  return `${from} reaches into ${owner}: import it from #features/${owner} (its index.ts), exporting what is needed there`;
};

/** Another feature's routes are HTTP only and mounted by the composition root: nobody else imports them. */
const featureRoutes: Check = (file, _ref, target) => {
  if (compositionRoot.has(file) || target.kind !== "file" || !routesModule.test(target.path))
    return undefined;
  const owner = featureOf(target.path);
  const from = featureOf(file);
  if (!owner) return undefined;
  if (from === owner && !indexModule.test(file)) return undefined;
  return indexModule.test(file)
    ? `${owner}'s index opens onto its routes: a door exports use cases and types, not routes`
    : `imports ${owner}'s routes: move what is shared out of the routes file (to the feature, or to http/ or lib/)`;
};

/** http/, state/, db/, lib/, ports/, jobs/, storage/, crypto/ and the configuration know no feature. */
const lowerLayerImports: Check = (file, _ref, target) => {
  const isLower = lowerLayers.some((dir) => under(dir, file)) || lowerTopFiles.test(file);
  if (!isLower || target.kind !== "file") return undefined;
  if (featureOf(target.path))
    return `a layer under the features imports feature ${featureOf(target.path)}: move the interface or helper down (ports/, lib/)`;
  if (under(seedSources, target.path))
    return "a layer under the features imports the demo seed, which sits above them";
  return undefined;
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
  ["feature-doors", featureDoors],
  ["feature-repos", featureRepos],
  ["feature-routes", featureRoutes],
  ["lower-layers", lowerLayerImports],
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
