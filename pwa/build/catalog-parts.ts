import type { Messages } from "@lingui/core";
import type { Plugin, Rolldown } from "vite";

/**
 * The app's catalog in two parts per language, so that a page downloads only the messages of its side: the
 * site's (the attendee pages, the shell, and what the entry loads) and the back office's (what only its
 * pages use). The one catalog in locales/ also holds the server's and the kiosk's messages, which the PWA
 * never shows. `import("virtual:catalog/<locale>/<part>")` gives `{ messages }`.
 */
export const catalogPartNames = ["site", "back-office"] as const;
export type CatalogPartName = (typeof catalogPartNames)[number];

const prefix = "virtual:catalog/";
const resolvedPrefix = `\0${prefix}`;

/** Whether a module is the back office's part of a catalog (loaded only with the back office). */
export const isBackOfficeCatalog = (moduleId: string) =>
  moduleId.startsWith(resolvedPrefix) && moduleId.endsWith("/back-office");

/** Where the built part's messages go: the module is written before the message ids of the app are known. */
const placeholder = (locale: string, part: string) => JSON.stringify(`__confreg_catalog:${locale}/${part}__`);

/**
 * The ids of the messages a module's code asks for: Lingui's macros compile every message to a descriptor
 * or a `<Trans>` with its `id`, and shared/ writes its descriptors (`error.…`, `validation.…`) with theirs.
 * Anything else named `id` is harmless: only the catalog's keys are kept.
 */
const messageIdsIn = (code: string) =>
  [...code.matchAll(/\bid:\s*(["'`])((?:\\.|(?!\1)[^\\])+)\1/g)].map((match) => match[2] as string);

type Chunk = Rolldown.RenderedChunk;

/**
 * The site's chunks: reachable from the entries, statically or by a dynamic import, except through a
 * dynamic import into a chunk that opens the back office (the same split as back-office-files.ts).
 */
function siteChunks(chunks: Record<string, Chunk>, opensBackOffice: (chunk: Chunk) => boolean): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(chunks[file]);
    for (const file of chunk.dynamicImports) {
      const next = chunks[file];
      if (next && !opensBackOffice(next)) visit(next);
    }
  };
  for (const chunk of Object.values(chunks)) if (chunk.isEntry) visit(chunk);
  return [...seen.values()];
}

/** Each part's message ids: the site's chunks' messages, and the back office's, those of every other chunk. */
function partIds(
  chunks: Record<string, Chunk>,
  idsOf: (moduleId: string) => string[],
  isBackOffice: (id: string) => boolean,
) {
  const opensBackOffice = (chunk: Chunk) =>
    chunk.isDynamicEntry && chunk.facadeModuleId !== null && isBackOffice(chunk.facadeModuleId);
  const idsOfChunks = (list: Chunk[]) => new Set(list.flatMap((chunk) => chunk.moduleIds.flatMap(idsOf)));
  const site = idsOfChunks(siteChunks(chunks, opensBackOffice));
  const all = idsOfChunks(Object.values(chunks));
  return { site, "back-office": new Set([...all].filter((id) => !site.has(id))) } satisfies Record<
    CatalogPartName,
    Set<string>
  >;
}

const pick = (messages: Messages, ids: Set<string>) =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)));

/**
 * The plugin. `catalogs` are the compiled catalogs by locale; `isBackOffice(moduleId)` tells the back
 * office's modules. In development each part is the whole catalog.
 */
export function catalogParts(
  catalogs: Record<string, Messages>,
  isBackOffice: (moduleId: string) => boolean,
): Plugin {
  const idsByModule = new Map<string, string[]>();
  let building = false;
  let parts: Record<CatalogPartName, Set<string>> | undefined;
  const parse = (id: string) => {
    const [locale = "", part = ""] = id.slice(resolvedPrefix.length).split("/");
    if (!(locale in catalogs) || !(catalogPartNames as readonly string[]).includes(part)) {
      throw new Error(`no catalog ${id.slice(1)}: the locales are ${Object.keys(catalogs).join(", ")}`);
    }
    return { locale, part: part as CatalogPartName };
  };
  return {
    name: "confreg:catalog-parts",
    enforce: "post",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(source) {
      return source.startsWith(prefix) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const { locale, part } = parse(id);
      if (!building) return `export { messages } from "@confreg/locales/${locale}";`;
      return `export const messages = JSON.parse(${placeholder(locale, part)});`;
    },
    transform(code, id) {
      if (building && !id.includes("/node_modules/")) idsByModule.set(id, messageIdsIn(code));
      return null;
    },
    renderStart() {
      parts = undefined;
    },
    renderChunk(code, chunk, _options, meta) {
      const catalogModules = chunk.moduleIds.filter((id) => id.startsWith(resolvedPrefix));
      if (catalogModules.length === 0) return null;
      parts ??= partIds(meta.chunks, (moduleId) => idsByModule.get(moduleId) ?? [], isBackOffice);
      let rendered = code;
      for (const moduleId of catalogModules) {
        const { locale, part } = parse(moduleId);
        const messages = JSON.stringify(JSON.stringify(pick(catalogs[locale] as Messages, parts[part])));
        const at = rendered.indexOf(placeholder(locale, part));
        if (at < 0)
          throw new Error(`the chunk ${chunk.fileName} lost the placeholder of ${moduleId.slice(1)}`);
        rendered = `${rendered.slice(0, at)}${messages}${rendered.slice(at + placeholder(locale, part).length)}`;
      }
      // The messages come from no source file: an empty map says so (the chunk's code maps to nothing).
      return { code: rendered, map: { mappings: "" } };
    },
  };
}
