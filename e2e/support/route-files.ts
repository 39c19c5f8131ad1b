import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../web/app/routes");

export type RouteFile = {
  file: string;
  /** A URL path this route answers, with a sample value for each parameter. */
  path: string;
  /** It takes writes: it exports an action, or it is a resource route under api.*. */
  writes: boolean;
};

const SAMPLE_PARAM = "sample";

/** One segment of a Remix v2 flat-routes file name, as it appears in the URL ("" if none). */
function urlSegment(segment: string): string {
  const literal = segment.replace(/\[(.*?)\]/g, "$1");
  if (segment === "_index" || segment.startsWith("_")) return "";
  if (segment === "$") return `${SAMPLE_PARAM}/${SAMPLE_PARAM}`;
  if (segment.startsWith("$")) return SAMPLE_PARAM;
  return literal.replace(/_$/, "");
}

/** Splits on the dots that separate segments, not the escaped ones ("rss[.]xml"). */
function segments(name: string): string[] {
  return name.split(/\.(?![^[]*\])/);
}

/** Every route file under web/app/routes, so a new one is covered without editing a list. */
export function routeFiles(): RouteFile[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => {
      const name = file.replace(/\.tsx?$/, "");
      const parts = segments(name).map(urlSegment).filter(Boolean);
      const source = readFileSync(path.join(ROUTES_DIR, file), "utf8");
      const hasAction =
        /export\s+(const|async\s+function|function)\s+action\b|export\s*\{[^}]*\baction\b/.test(
          source,
        );
      return { file, path: `/${parts.join("/")}`, writes: hasAction || name.startsWith("api.") };
    });
}
