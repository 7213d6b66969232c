import { type PluginItem, type PluginObj, transformAsync, type types } from "@babel/core";
import type { Plugin } from "vite";

/** Source files of our own (not a dependency's) whose code contains `marker`. */
const ownSourceWith = (code: string, id: string, marker: string) =>
  /\.[cm]?[jt]sx?$/.test(id) && !id.includes("/node_modules/") && code.includes(marker);

/** Applies Babel plugins to a TS/JSX module, keeping its syntax for Vite's own compile; with a source map. */
async function withBabel(code: string, id: string, plugin: PluginItem) {
  const result = await transformAsync(code, {
    filename: id,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ["typescript", "jsx"] },
    plugins: [plugin],
  });
  return result?.code ? { code: result.code, map: result.map } : null;
}

/**
 * Runs Lingui's macro transform (`@lingui/core/macro`, `@lingui/react/macro`) before Vite's own TS/JSX
 * transform. Vite 8's React plugin no longer runs Babel, and the maintained Babel bridge wants Node 22,
 * so this applies the one Babel plugin we need, keeping TypeScript and JSX syntax for Vite to compile.
 */
export function linguiMacro(): Plugin {
  return {
    name: "confreg:lingui-macro",
    enforce: "pre",
    transform(code, id) {
      if (!ownSourceWith(code, id, "/macro")) return null;
      return withBabel(code, id, "@lingui/babel-plugin-lingui-macro");
    },
  };
}

/**
 * In a production build, drops the English `message` of the descriptors written by hand (`/*i18n*\/ { id,
 * message }`, as shared/ writes its error, validation and label tables), as Lingui's macros do for theirs:
 * the catalogs hold every text (`lingui extract` reads these descriptors), so the code need carry only ids.
 */
export function descriptorsWithoutMessages(): Plugin {
  let building = false;
  return {
    name: "confreg:descriptors-without-messages",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    transform(code, id) {
      if (!building || !ownSourceWith(code, id, "/*i18n*/")) return null;
      return withBabel(code, id, withoutMessages);
    },
  };
}

/** The property named `name` of an object literal (not computed), as Babel sees it. */
const isNamed = (property: types.ObjectExpression["properties"][number], name: string) =>
  property.type === "ObjectProperty" &&
  !property.computed &&
  ((property.key.type === "Identifier" && property.key.name === name) ||
    (property.key.type === "StringLiteral" && property.key.value === name));

const withoutMessages: PluginObj = {
  visitor: {
    ObjectExpression({ node }) {
      if (!node.leadingComments?.some((comment) => comment.value.trim() === "i18n")) return;
      if (!node.properties.some((property) => isNamed(property, "id"))) return;
      node.properties = node.properties.filter((property) => !isNamed(property, "message"));
    },
  },
};
