import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import type { GetManualChunk, ManualChunkMeta } from "rollup";
import { defineConfig } from "vite";
import { buildPagesWorker } from "./pages-worker/build";

/** The modules every page loads: the browser entry and the root route. */
const ALWAYS_LOADED = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/];

const OUR_SOURCE = /\/web\/app\//;

let shell: Set<string> | null = null;

/** Everything the entry and the root route import, directly or not (static imports only). */
function alwaysLoaded(meta: ManualChunkMeta): Set<string> {
  if (shell) return shell;
  const found = new Set<string>();
  const ids = [...meta.getModuleIds()];
  const queue = ids.filter((id) => ALWAYS_LOADED.some((pattern) => pattern.test(id)));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  shell = found;
  return found;
}

/**
 * Every page loads the entry and the root route, so what they import is always needed.
 * Left to itself Rollup gives each module the root shares with some page a chunk of its
 * own: a dozen files under 1 KB on every page, each compressed alone. Here that code goes
 * into two chunks instead: the libraries (React, Remix: they change with upgrades, not
 * with our deploys, so browsers keep them cached) and our shell (header, footer, toasts).
 */
const shellChunk: GetManualChunk = (id, meta) => {
  if (ALWAYS_LOADED.some((pattern) => pattern.test(id))) return undefined;
  if (!alwaysLoaded(meta).has(id)) return undefined;
  // Our source goes to the shell; everything else, Rollup's CommonJS helpers included
  // (virtual modules outside node_modules), with the libraries, so neither chunk imports
  // the other in a circle.
  return OUR_SOURCE.test(id) && !id.includes("/node_modules/") ? "shell" : "framework";
};

/**
 * The pages only authors and staff open (the kitchen with its editor, /create, /admin):
 * their own server bundle, which web/functions/[[path]].ts imports on the first request
 * for one of these paths, so a visitor's request never evaluates that code (Lexical, the
 * editor, the kitchen's forms). KITCHEN_PATHS there lists the same prefixes.
 */
const KITCHEN_ROUTES = /^routes\/(kitchen|admin|create)([.]|$)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remixCloudflareDevProxy(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      serverBundles: ({ branch }) =>
        branch.some((route) => KITCHEN_ROUTES.test(route.id)) ? "kitchen" : "site",
      // Once both server bundles exist: the Pages output's worker (advanced mode), which
      // keeps the kitchen's bundle a module of its own (pages-worker/build.ts).
      buildEnd: async ({ viteConfig }) => void (await buildPagesWorker(viteConfig.root)),
    }),
  ],
  // The server is one bundle; only the browser's chunks are worth arranging.
  build: isSsrBuild
    ? {}
    : {
        minify: "terser" as const,
        terserOptions: { module: true, compress: { passes: 2 } },
        rollupOptions: {
          output: { manualChunks: shellChunk },
        },
      },
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
}));
