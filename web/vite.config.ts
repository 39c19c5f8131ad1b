import { fileURLToPath } from "node:url";
import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import type { GetManualChunk, ManualChunkMeta } from "rollup";
import { defineConfig } from "vite";
import { plainDynamicImports } from "./build-plugins/plain-dynamic-imports";
import { selfHostedFonts } from "./build-plugins/self-hosted-fonts";
import { serviceWorker } from "./build-plugins/service-worker";
import { buildPagesWorker } from "./pages-worker/build";

/** The modules every page loads: the browser entry and the root route. */
const ALWAYS_LOADED = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/];

const OUR_SOURCE = /\/web\/app\//;

/** Remix's id for a route module as the browser build enters it. */
const CLIENT_ROUTE = /\/app\/routes\/([^/?]+)\.tsx?\?__remix-build-client-route$/;

/**
 * The creator site's reading pages, the ones visitors land on from search and links; the
 * recipe page first (its weight budget is its own, docs/architecture.md §8).
 */
const RECIPE_ROUTE = "recipes.$slug";
const LISTING_ROUTES = ["_index", "recipes._index", "collections.$slug", "collections._index"];

/** Every module the given ones import, directly or not (static imports only). */
function reachable(meta: ManualChunkMeta, from: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The stored rich text's renderer, with the unit conversion its measurements use. */
const RICH_TEXT = /\/app\/components\/rich-text\/RichText\.tsx$/;

let layout: Map<string, string> | null = null;

/**
 * Which chunk each of our modules goes to:
 * - shell: what the entry and the root route import, and what the recipe page shares with
 *   a fifth or more of all routes (formats, image addresses): every page loads it;
 * - rich-text-view: the rich-text renderer and what it imports (the recipe page, home, about and
 *   the kitchen's previews);
 * - site: the rest of what the recipe page shares with the listing pages (cards, images,
 *   SEO, the subscribe box);
 * - listings: what only the listing pages share (sliders, grids, collection cards).
 * Anything else Rollup places itself (a route's own modules go into the route's chunk).
 */
function chunkLayout(meta: ManualChunkMeta) {
  if (layout) return layout;
  const ids = [...meta.getModuleIds()];
  const shell = reachable(
    meta,
    ids.filter((id) => ALWAYS_LOADED.some((pattern) => pattern.test(id))),
  );
  const routes = ids.filter((id) => CLIENT_ROUTE.test(id));
  const usedBy = new Map<string, Set<string>>();
  for (const route of routes) {
    const name = CLIENT_ROUTE.exec(route)?.[1] ?? route;
    for (const id of reachable(meta, [route])) {
      usedBy.set(id, (usedBy.get(id) ?? new Set()).add(name));
    }
  }
  const richText = reachable(
    meta,
    ids.filter((id) => RICH_TEXT.test(id)),
  );
  layout = new Map();
  for (const id of shell) layout.set(id, isOurs(id) ? "shell" : "framework");
  for (const [id, users] of usedBy) {
    if (layout.has(id) || !isOurs(id) || CLIENT_ROUTE.test(id)) continue;
    const listings = LISTING_ROUTES.filter((name) => users.has(name)).length;
    if (users.has(RECIPE_ROUTE) && users.size * 5 >= routes.length) layout.set(id, "shell");
    else if (richText.has(id)) layout.set(id, "rich-text-view");
    else if (users.has(RECIPE_ROUTE) && listings >= 1) layout.set(id, "site");
    else if (listings >= 2) layout.set(id, "listings");
  }
  return layout;
}

const isOurs = (id: string) => OUR_SOURCE.test(id) && !id.includes("/node_modules/");

/**
 * Left to itself Rollup gives each set of modules that the same routes share a chunk of its
 * own: the recipe page loaded fifteen files, most under 1 KB, each compressed alone with its
 * own import and export lists, so they cost far more than their code (29.6 KB of ours; the
 * same files concatenated gzip to 26.2 KB). Here the libraries (React, Remix: they change
 * with upgrades, not with our deploys, so browsers keep them cached) go into one chunk, and
 * our code into the few chunks chunkLayout describes. The recipe page loads eight files:
 * the entry, the framework, the root route, the shell, rich-text-view, site and its route's two.
 */
const chunkFor: GetManualChunk = (id, meta) => {
  if (/\/app\/entry\.client\.tsx$/.test(id)) return undefined;
  // Outside the shell, our source only: Rollup's CommonJS helpers and the libraries stay
  // with the framework, so no two chunks import each other in a circle.
  return chunkLayout(meta).get(id);
};

/**
 * The pages only authors and staff open (the kitchen with its editor, /create, /admin):
 * their own server bundle, which web/functions/[[path]].ts imports on the first request
 * for one of these paths, so a visitor's request never evaluates that code (Lexical, the
 * editor, the kitchen's forms). KITCHEN_PATHS there lists the same prefixes.
 */
const KITCHEN_ROUTES = /^routes\/(kitchen|admin|create)([.]|$)/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    // zod configured jitless before any schema is built (the module says why); only the bare
    // "zod", so the module itself still reaches the library through "zod/v4".
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("../schema/zod-jitless.ts", import.meta.url)),
      },
      // The `@schema/*` path alias of tsconfig.json (and of the worker's), for the build.
      { find: /^@schema\//, replacement: fileURLToPath(new URL("../schema/", import.meta.url)) },
    ],
  },
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
    selfHostedFonts(),
    // The browser build only (the server's has no preload helper).
    isSsrBuild ? null : plainDynamicImports(),
    // The site's service worker, /sw.js, with the browser build's file names in it.
    isSsrBuild ? null : serviceWorker(),
  ],
  // The server is one bundle; only the browser's chunks are worth arranging.
  build: isSsrBuild
    ? {}
    : {
        // Vite's default ("modules") with Chrome and Edge at 91, not 87: below 91 esbuild
        // rewrites every a?.b as (t = a) == null ? void 0 : t.b (a V8 bug of those versions),
        // 0.5 KB gzip of the recipe page's own script. Chrome 91 is from May 2021.
        target: ["es2020", "edge91", "firefox78", "chrome91", "safari14"],
        minify: "terser" as const,
        // No file lists for the dynamic imports' preloads (plainDynamicImports says why).
        modulePreload: false as const,
        // CHUNK_MAPS=1: source maps beside the chunks (not linked from them), to see which
        // modules a chunk's bytes come from.
        sourcemap: process.env.CHUNK_MAPS ? ("hidden" as const) : false,
        terserOptions: { module: true, compress: { passes: 2 } },
        rollupOptions: {
          output: { manualChunks: chunkFor },
        },
      },
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
}));
