import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/**
 * The web app's worker in Pages' advanced mode: a `_worker.js` DIRECTORY in the Pages output
 * (build/client/_worker.js/), its entry `index.js` and the modules it imports. Pages uploads
 * every .js file in that directory as a module of its own, and wrangler's bundling of
 * `index.js` (pages dev, pages deploy) keeps them external, so the kitchen's server bundle
 * stays a module that is fetched and evaluated on the first kitchen request only. (A
 * `functions/` build cannot: wrangler bundles it into one file, dynamic imports inlined.)
 *
 * esbuild, the bundler wrangler itself uses, with code splitting:
 *  - index.js: this folder's entry, functions/[[path]].ts and the site's server bundle;
 *  - kitchen.js: the kitchen's server bundle (Lexical, the editor, the kitchen's forms),
 *    reached only through the dynamic import in [[path]].ts;
 *  - shared-*.js: what both import (React, Remix, zod), and the site's own lazy chunks.
 * Called after Remix's build (vite.config.ts `buildEnd`), so every `remix vite:build`
 * leaves a complete Pages output.
 */
export async function buildPagesWorker(webDir: string) {
  const outdir = path.join(webDir, "build/client/_worker.js");
  rmSync(outdir, { recursive: true, force: true });
  const nodeEnv = JSON.stringify(process.env.NODE_ENV ?? "production");
  const result = await build({
    absWorkingDir: webDir,
    entryPoints: {
      index: path.join(webDir, "pages-worker/index.ts"),
      kitchen: path.join(webDir, "build/server/kitchen/index.js"),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    chunkNames: "shared-[hash]",
    // What wrangler's bundler sets for Workers: the runtime's syntax and package conditions,
    // and NODE_ENV fixed at build time (React's production build unless told otherwise).
    target: "es2024",
    conditions: ["workerd", "worker", "browser"],
    define: {
      "process.env.NODE_ENV": nodeEnv,
      "global.process.env.NODE_ENV": nodeEnv,
      "globalThis.process.env.NODE_ENV": nodeEnv,
    },
    // The runtime's own modules (nodejs_compat), should any code import them.
    external: ["node:*", "cloudflare:*"],
    metafile: true,
    logLevel: "warning",
    // Vite's server build keeps bare imports (`import "zod"`) of packages that declare no
    // side effects; dropping them is right, and wrangler's bundler dropped them as quietly.
    logOverride: { "ignored-bare-import": "silent" },
  });
  return { outdir, metafile: result.metafile };
}
