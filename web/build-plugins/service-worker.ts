import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { OutputBundle, OutputChunk } from "rollup";
import type { Plugin } from "vite";

const SOURCE = fileURLToPath(new URL("../app/lib/offline/service-worker.ts", import.meta.url));

/**
 * The route modules whose chunks a reader needs offline: the browser entry, the root, the
 * recipe page (cook mode's lazy chunk among its dynamic imports) and the shopping list.
 */
const OFFLINE_MODULES = [
  /\/app\/entry\.client\.tsx$/,
  /\/app\/root\.tsx(\?|$)/,
  /\/app\/routes\/recipes\.\$slug\.tsx(\?|$)/,
  /\/app\/routes\/shopping-list[^/]*\.tsx(\?|$)/,
];

/** Files from public/ the recipe page uses on its own: the step timer's alarm. */
const PUBLIC_FILES = ["/sounds/timer.webm"];

/**
 * Emits /sw.js (web/app/lib/offline/service-worker.ts, bundled and minified by esbuild) into
 * the browser build, with the files it fetches at install: every chunk and style sheet the
 * offline routes load, statically or through import(). The build id it names its caches by is
 * a hash of that list and of its own code, so a deploy that changes either is a new worker
 * that replaces the old one's caches (docs/decisions/0013-offline-reading.md).
 */
export function serviceWorker(): Plugin {
  return {
    name: "offline-service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      const files = [...offlineFiles(bundle).map((name) => `/${name}`), ...PUBLIC_FILES].sort();
      const first = await bundleWorker("", files);
      const id = createHash("sha256").update(files.join("\n")).update(first).digest("hex");
      const code = await bundleWorker(id.slice(0, 12), files);
      this.emitFile({ type: "asset", fileName: "sw.js", source: code });
    },
  };
}

/** Every file the offline routes' chunks import, load through import() or style with. */
export function offlineFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const queue = chunks
    .filter((chunk) => OFFLINE_MODULES.some((pattern) => pattern.test(chunk.facadeModuleId ?? "")))
    .map((chunk) => chunk.fileName);
  const found = new Set<string>();
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (found.has(name)) continue;
    found.add(name);
    const chunk = byName.get(name);
    if (!chunk) continue;
    queue.push(...chunk.imports, ...chunk.dynamicImports);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) {
      if (asset.endsWith(".css")) found.add(asset);
    }
  }
  return [...found];
}

async function bundleWorker(buildId: string, files: string[]): Promise<string> {
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    define: {
      OFFLINE_BUILD: JSON.stringify(buildId),
      OFFLINE_PRECACHE: JSON.stringify(files),
    },
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no service worker");
  return output.text;
}
