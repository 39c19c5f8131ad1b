/**
 * Pages' _routes.json (web/public/_routes.json): which paths run the function and which are
 * static files served without it. Pages applies the file before a request reaches the
 * function, in advanced mode too; the advanced-mode entry (index.ts) applies it once more
 * itself, so the same paths skip Remix wherever the worker runs (wrangler pages dev,
 * npm run serve's Miniflare, Pages).
 */
export type PagesRoutes = { version: number; include: string[]; exclude: string[] };

/** A rule as Pages reads it: `*` matches any run of characters, slashes included. */
function ruleMatches(rule: string, pathname: string): boolean {
  const pattern = rule
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${pattern}$`).test(pathname);
}

/** Whether the function answers this path: an include rule matches and no exclude rule does. */
export function functionServes(pathname: string, routes: PagesRoutes): boolean {
  if (routes.exclude.some((rule) => ruleMatches(rule, pathname))) return false;
  return routes.include.some((rule) => ruleMatches(rule, pathname));
}
