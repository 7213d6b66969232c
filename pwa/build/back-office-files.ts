import type { Plugin, Rolldown } from "vite";

type Chunk = Rolldown.OutputChunk;

/** The files a chunk needs: itself, its styles and assets. */
const ownFiles = (chunk: Chunk) => [
  chunk.fileName,
  ...(chunk.viteMetadata?.importedCss ?? []),
  ...(chunk.viteMetadata?.importedAssets ?? []),
];

/** Every file reachable from `roots`; dynamic imports are followed only into chunks `enter` accepts. */
function reachable(
  roots: Chunk[],
  byFile: Map<string, Chunk>,
  enter: (chunk: Chunk) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    for (const file of ownFiles(chunk)) seen.add(file);
    for (const file of chunk.imports) visit(byFile.get(file) as Chunk);
    for (const file of chunk.dynamicImports) {
      const next = byFile.get(file);
      if (next && enter(next)) visit(next);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * The build's files that only the back office loads (its pages, antd, their styles), read from the chunk
 * graph: reachable from a chunk loaded on demand for a back-office module (`isBackOffice(moduleId)`), and
 * not from the entry without passing through one. The service worker leaves them out of its precache.
 */
export function backOfficeFiles(isBackOffice: (moduleId: string) => boolean) {
  const files = new Set<string>();
  const opensBackOffice = (chunk: Chunk) =>
    chunk.isDynamicEntry && chunk.facadeModuleId !== null && isBackOffice(chunk.facadeModuleId);
  const plugin: Plugin = {
    name: "confreg:back-office-files",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const backOffice = reachable(chunks.filter(opensBackOffice), byFile, () => true);
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const elsewhere = reachable(entries, byFile, (chunk) => !opensBackOffice(chunk));
      files.clear();
      for (const file of backOffice) if (!elsewhere.has(file)) files.add(file);
    },
  };
  return { plugin, files };
}
