import { descriptorsWithoutMessages } from "@confreg/locales/vite-macro";
import type { Plugin, Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { catalogParts, isBackOfficeCatalog } from "./catalog-parts";

type Hook = ((...args: unknown[]) => unknown) | { handler: (...args: unknown[]) => unknown };

/** Calls one of a plugin's hooks as Vite would (without a real plugin context: these hooks use none). */
async function call(plugin: Plugin, name: keyof Plugin, ...args: unknown[]): Promise<unknown> {
  const hook = plugin[name] as Hook | undefined;
  if (!hook) throw new Error(`the plugin has no ${name} hook`);
  return (typeof hook === "function" ? hook : hook.handler).apply({}, args);
}

const admin = "/app/src/admin/";
const isBackOffice = (id: string) => id.startsWith(admin) || isBackOfficeCatalog(id);
const catalogs = {
  zh: { a: ["甲"], b: ["乙"], c: ["丙"], "error.X": ["错了"], unused: ["无人用"] },
  en: { a: ["A"], b: ["B"], c: ["C"], "error.X": ["Wrong"], unused: ["Nobody"] },
};

/** Each module of the app below and its code once transformed (what Lingui's macros leave). */
const modules: Record<string, string> = {
  "/app/src/main.tsx": 'i18n._({ id: "a" }); const row = { id: "not-a-message" };',
  "/app/shared/errors.ts": 'export const errors = { X: { status: 400, message: { id: "error.X" } } };',
  "/app/src/attendee/Login.tsx": 'jsx(Trans, { id: "b" }); t({ id: "a" });',
  "/app/src/admin/Page.tsx": 'jsx(Trans, { id: "c" }); t({ id: "a" });',
};

function chunk(fileName: string, moduleIds: string[], more: Partial<Rolldown.RenderedChunk> = {}) {
  return {
    type: "chunk",
    fileName,
    name: fileName,
    moduleIds,
    modules: {},
    facadeModuleId: moduleIds[0] ?? null,
    isEntry: false,
    isDynamicEntry: false,
    exports: [],
    imports: [],
    dynamicImports: [],
    ...more,
  } as unknown as Rolldown.RenderedChunk;
}

const catalogChunk = (locale: string, part: string) =>
  chunk(`${locale}-${part}.js`, [`\0virtual:catalog/${locale}/${part}`], { isDynamicEntry: true });

/** The entry, a chunk the site and the back office share, a site page, a back-office page, the catalogs. */
const chunks: Record<string, Rolldown.RenderedChunk> = Object.fromEntries(
  [
    chunk("index.js", ["/app/src/main.tsx"], {
      isEntry: true,
      imports: ["errors.js"],
      dynamicImports: [
        "login.js",
        "page.js",
        "zh-site.js",
        "zh-back-office.js",
        "en-site.js",
        "en-back-office.js",
      ],
    }),
    chunk("errors.js", ["/app/shared/errors.ts"]),
    chunk("login.js", ["/app/src/attendee/Login.tsx"], { isDynamicEntry: true, imports: ["errors.js"] }),
    chunk("page.js", ["/app/src/admin/Page.tsx"], { isDynamicEntry: true, imports: ["errors.js"] }),
    ...["zh", "en"].flatMap((locale) => [catalogChunk(locale, "site"), catalogChunk(locale, "back-office")]),
  ].map((c) => [c.fileName, c]),
);

/** Builds the app above with the plugin; one part of a catalog, its messages as the browser reads them. */
async function builtPart(locale: string, part: string): Promise<Record<string, string[]>> {
  const plugin = catalogParts(catalogs, isBackOffice);
  await call(plugin, "configResolved", { command: "build" });
  for (const [id, code] of Object.entries(modules)) await call(plugin, "transform", code, id);
  await call(plugin, "renderStart");
  const id = (await call(plugin, "resolveId", `virtual:catalog/${locale}/${part}`)) as string;
  const source = (await call(plugin, "load", id)) as string;
  const rendered = (await call(
    plugin,
    "renderChunk",
    source,
    chunks[`${locale}-${part}.js`],
    {},
    { chunks },
  )) as {
    code: string;
  };
  const body = rendered.code.replace("export const messages =", "return");
  return new Function(body)() as Record<string, string[]>;
}

describe("the catalog's parts", () => {
  it("the site's part holds the messages of every chunk the site reaches, shared ones included", async () => {
    expect(await builtPart("zh", "site")).toEqual({ a: ["甲"], b: ["乙"], "error.X": ["错了"] });
  });

  it("the back office's part holds only what the site's part lacks, and no message nobody uses", async () => {
    expect(await builtPart("zh", "back-office")).toEqual({ c: ["丙"] });
    expect(await builtPart("en", "back-office")).toEqual({ c: ["C"] });
  });

  it("only the back office's part counts as the back office (its file is not precached)", () => {
    expect(isBackOfficeCatalog("\0virtual:catalog/zh/back-office")).toBe(true);
    expect(isBackOfficeCatalog("\0virtual:catalog/zh/site")).toBe(false);
  });

  it("in development every part is the whole catalog", async () => {
    const plugin = catalogParts(catalogs, isBackOffice);
    await call(plugin, "configResolved", { command: "serve" });
    const id = (await call(plugin, "resolveId", "virtual:catalog/en/site")) as string;
    expect(await call(plugin, "load", id)).toBe('export { messages } from "@confreg/locales/en";');
  });

  it("refuses a language that has no catalog", async () => {
    const plugin = catalogParts(catalogs, isBackOffice);
    await call(plugin, "configResolved", { command: "build" });
    await expect(call(plugin, "load", "\0virtual:catalog/fr/site")).rejects.toThrow(/no catalog/);
  });
});

describe("descriptors without their English text in the build", () => {
  const source = [
    "export const codes = {",
    '  X: { status: 400, message: /*i18n*/ { id: "error.X", message: "Something is wrong." } },',
    "};",
    'export const entry = { id: "row-1", message: "not a descriptor" };',
  ].join("\n");

  it("drops a descriptor's message and keeps its id and every other object", async () => {
    const plugin = descriptorsWithoutMessages();
    await call(plugin, "configResolved", { command: "build" });
    const { code } = (await call(plugin, "transform", source, "/app/shared/errors.ts")) as { code: string };
    expect(code).toContain('id: "error.X"');
    expect(code).not.toContain("Something is wrong.");
    expect(code).toContain("status: 400");
    expect(code).toContain('message: "not a descriptor"');
  });

  it("leaves development builds as written", async () => {
    const plugin = descriptorsWithoutMessages();
    await call(plugin, "configResolved", { command: "serve" });
    expect(await call(plugin, "transform", source, "/app/shared/errors.ts")).toBeNull();
  });
});
