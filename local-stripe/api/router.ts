import type { Ctx } from "../lib/context";
import type { Obj, Params } from "../lib/types";

export type Handler = (ctx: Ctx, params: Params, path: Record<string, string>) => Obj;

export type Route = { method: "GET" | "POST" | "DELETE"; pattern: string; handler: Handler };

export function route(method: Route["method"], pattern: string, handler: Handler): Route {
  return { method, pattern, handler };
}

/** Finds the route for a method and path; `:name` segments are captured. */
export function match(
  routes: Route[],
  method: string,
  pathname: string,
): { route: Route; path: Record<string, string> } | { methodNotAllowed: true } | undefined {
  const parts = pathname.split("/").filter(Boolean);
  let pathMatched = false;
  for (const candidate of routes) {
    const pattern = candidate.pattern.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const captured: Record<string, string> = {};
    const ok = pattern.every((segment, i) => {
      const part = decodeURIComponent(parts[i] as string);
      if (segment.startsWith(":")) {
        captured[segment.slice(1)] = part;
        return true;
      }
      return segment === part;
    });
    if (!ok) continue;
    pathMatched = true;
    if (candidate.method === method) return { route: candidate, path: captured };
  }
  return pathMatched ? { methodNotAllowed: true } : undefined;
}
