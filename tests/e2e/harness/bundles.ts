import type { Page } from "playwright-core";

/** Records the JavaScript files a page loads from the app (not from the network elsewhere). */
export function recordScripts(page: Page, origin: string): Set<string> {
  const urls = new Set<string>();
  page.on("response", (res) => {
    const url = res.url();
    if (url.startsWith(origin) && url.endsWith(".js") && !url.endsWith("/sw.js")) urls.add(url);
  });
  return urls;
}

/** The source files bundled into the given scripts, read from their source maps. */
export async function bundledSources(urls: Iterable<string>): Promise<string[]> {
  const sources: string[] = [];
  for (const url of urls) {
    const res = await fetch(`${url}.map`);
    if (!res.ok) continue;
    sources.push(...((await res.json()) as { sources: string[] }).sources);
  }
  return sources;
}
