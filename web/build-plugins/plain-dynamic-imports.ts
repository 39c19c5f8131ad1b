import type { Plugin } from "vite";

/** The module Vite wraps every `import("…")` of the browser build in (vite:build-import-analysis). */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * The browser's dynamic imports as plain `import()`. Vite wraps each in a helper (0.4 KB gzip
 * of the recipe page's own script, with a list of file names) that preloads the imported
 * chunk's imports and fires `vite:preloadError`; neither earns its bytes here: Remix's
 * manifest already preloads each route's chunks, a deferred part (the comments) imports only
 * chunks the page has loaded, and the part handles a failed download itself. With
 * `build.modulePreload: false` Vite passes the helper only CSS files, so this plugin stops
 * the build should a dynamically imported chunk ever bring CSS (the helper loads it).
 */
export function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return {
        code: "export const __vitePreload = (load) => load();",
        moduleSideEffects: false,
      };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry) continue;
        if ((chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(
            `${chunk.fileName} is imported with import() and brings CSS: the plain dynamic import would not load it (web/build-plugins/plain-dynamic-imports.ts)`,
          );
        }
      }
    },
  };
}
