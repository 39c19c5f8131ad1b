import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * A patch of @remix-run/router (Remix's router, on the server and in the browser): route
 * matching keeps its work instead of redoing it on every call. Unpatched, each match
 * flattens and ranks every route of the app and compiles a regular expression per route
 * tried; a page render matches three times (Remix's handler, its static handler and the
 * render), about a twelfth of a recipe page's CPU (scripts/bench/profile.ts). Upstream
 * offers no hook for it. npm's postinstall applies it (scripts/install-note.ts);
 * scripts/lib/router-patch.test.ts fails when it is missing.
 *
 * - A route pattern's compiled expression is kept by pattern (a pure function of it; the
 *   expression has no global flag, so reusing it keeps no state between matches).
 * - The ranked branches are kept per routes array on the server only: there the arrays are
 *   built once per handler and never change. The browser's router adds discovered routes to
 *   its arrays in place (lazy route discovery), so there it ranks afresh as before.
 */

export const MARKER =
  "/* recipe-platform: route matching keeps its work (scripts/lib/router-patch.ts) */";

const KEPT = `${MARKER}
const keptCompiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "c" : "i") + (end === false ? "p" : "e") + path;
  let compiled = keptCompiledPaths.get(key);
  if (!compiled) {
    if (keptCompiledPaths.size >= 1000) keptCompiledPaths.clear();
    compiled = compilePathAfresh(path, caseSensitive, end);
    keptCompiledPaths.set(key, compiled);
  }
  return compiled;
}
const keptBranches = typeof document === "undefined" ? new WeakMap() : null;
function rankedBranches(routes) {
  let branches = keptBranches && keptBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    if (keptBranches) keptBranches.set(routes, branches);
  }
  return branches;
}
`;

/** The two edits: what the router's source says, and what it says patched. */
const EDITS: Array<[string, string]> = [
  [
    "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    "  let branches = rankedBranches(routes);\n",
  ],
  [
    "function compilePath(path, caseSensitive, end) {",
    "function compilePathAfresh(path, caseSensitive, end) {",
  ],
];

/** The router's builds that Remix and the app load: ES module and CommonJS. */
export function routerFiles(): string[] {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve("@remix-run/router"));
  return ["router.js", "router.cjs.js"].map((file) => path.join(dist, file));
}

/** Patches one build's source; already patched, it is returned as it is. */
export function patchSource(source: string): string {
  if (source.includes(MARKER)) return source;
  let patched = source;
  for (const [from, to] of EDITS) {
    if (!patched.includes(from)) {
      throw new Error(
        `@remix-run/router changed: "${from.trim()}" not found; see scripts/lib/router-patch.ts`,
      );
    }
    patched = patched.replace(from, to);
  }
  // Beside the renamed function, at the module's top level.
  return patched.replace("function compilePathAfresh(", `${KEPT}function compilePathAfresh(`);
}

/** Applies the patch to the installed router; true when a file changed. */
export function patchInstalledRouter(): boolean {
  let changed = false;
  for (const file of routerFiles()) {
    const source = readFileSync(file, "utf8");
    const patched = patchSource(source);
    if (patched !== source) {
      writeFileSync(file, patched);
      changed = true;
    }
  }
  return changed;
}
