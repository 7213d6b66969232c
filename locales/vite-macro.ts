import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * Runs Lingui's macro transform (`@lingui/core/macro`, `@lingui/react/macro`) before Vite's own TS/JSX
 * transform. Vite 8's React plugin no longer runs Babel, and the maintained Babel bridge wants Node 22,
 * so this applies the one Babel plugin we need, keeping TypeScript and JSX syntax for Vite to compile.
 */
export function linguiMacro(): Plugin {
  return {
    name: "confreg:lingui-macro",
    enforce: "pre",
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes("/node_modules/") || !code.includes("/macro")) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
