import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E } from "./ports";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../web/app/routes");

/**
 * Where an address belongs: the platform host, a creator site's host, the local Stripe's
 * hosted pages, or somewhere the walk never goes.
 */
export type HostKind = "platform" | "site" | "stripe" | "external";

export function hostKind(url: URL): HostKind {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "external";
  if (url.host === `localhost:${E2E.webPort}`) return "platform";
  if (url.host.endsWith(`.localhost:${E2E.webPort}`)) return "site";
  if (url.origin === new URL(E2E.stripeUrl).origin) return "stripe";
  return "external";
}

type Segment =
  | { kind: "static"; text: string }
  | { kind: "param"; name: string }
  | { kind: "splat" };

export type Route = {
  /** The route's id as Remix names it ("routes/kitchen.$site._index"). */
  id: string;
  /** Its URL pattern: "/kitchen/$site", "/media/*". */
  pattern: string;
  segments: Segment[];
  /** A resource route (no page of its own: a feed, a file, a download, a form target). */
  resource: boolean;
};

/** Splits a flat-routes file name on the dots that separate segments, not escaped ones. */
const nameParts = (name: string) => name.split(/\.(?![^[]*\])/);

function toSegments(name: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of nameParts(name)) {
    if (part === "_index" || part.startsWith("_")) continue;
    if (part === "$") segments.push({ kind: "splat" });
    else if (part.startsWith("$")) segments.push({ kind: "param", name: part.slice(1) });
    else
      segments.push({ kind: "static", text: part.replace(/\[(.*?)\]/g, "$1").replace(/_$/, "") });
  }
  return segments;
}

const patternOf = (segments: Segment[]) =>
  `/${segments
    .map((s) => (s.kind === "static" ? s.text : s.kind === "param" ? `$${s.name}` : "*"))
    .join("/")}`;

/**
 * Every page and resource route under web/app/routes, read from the file names, so a route
 * added later is mapped without editing a list. A layout (a file other files nest under,
 * like kitchen.$site beside kitchen.$site._index) is no destination of its own.
 */
export function routeMap(): Route[] {
  const files = readdirSync(ROUTES_DIR).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const names = files.map((file) => file.replace(/\.tsx?$/, ""));
  return files
    .filter((_, i) => !names.some((other) => other.startsWith(`${names[i]}.`)))
    .map((file) => {
      const name = file.replace(/\.tsx?$/, "");
      const segments = toSegments(name);
      const source = readFileSync(path.join(ROUTES_DIR, file), "utf8");
      return {
        id: `routes/${name}`,
        pattern: patternOf(segments),
        segments,
        // Without a component there is no page, only answers (a feed, a file, a form target).
        resource: !/export\s+default\b/.test(source),
      };
    });
}

/**
 * The route Remix would pick for `pathname`: static segments outrank parameters, which
 * outrank a splat, segment by segment from the left.
 */
export function matchRoute(routes: Route[], pathname: string): Route | undefined {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  let best: { route: Route; score: number[] } | undefined;
  for (const route of routes) {
    const score: number[] = [];
    let ok = true;
    for (let i = 0; i < route.segments.length && ok; i++) {
      const segment = route.segments[i] as Segment;
      if (segment.kind === "splat") {
        ok = parts.length > i;
        score.push(1);
        break;
      }
      const part = parts[i];
      if (part === undefined) ok = false;
      else if (segment.kind === "static") {
        ok = part === segment.text;
        score.push(3);
      } else score.push(2);
    }
    const last = route.segments.at(-1);
    if (ok && last?.kind !== "splat" && parts.length !== route.segments.length) ok = false;
    if (!ok) continue;
    if (!best || compare(score, best.score) > 0) best = { route, score };
  }
  return best?.route;
}

function compare(a: number[], b: number[]) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The local Stripe's hosted pages the walks meet (local-stripe/server.ts). */
const STRIPE_PAGES: [RegExp, string][] = [
  [/^\/c\/pay\/[^/]+$/, "/c/pay/$session"],
  [/^\/p\/session\/[^/]+/, "/p/session/$session"],
  [/^\/connect\/onboarding\/[^/]+$/, "/connect/onboarding/$token"],
  [/^\/invoice\/[^/]+$/, "/invoice/$invoice"],
];

/**
 * One key per destination a walk can reach: host kind and route pattern ("site
 * /recipes/$slug", "platform /kitchen/$site/settings", "stripe /c/pay/$session"); one
 * instance of each dynamic route stands for all of them.
 */
export function destinationKey(routes: Route[], url: URL): string | undefined {
  const kind = hostKind(url);
  if (kind === "external") return undefined;
  if (kind === "stripe") {
    const page = STRIPE_PAGES.find(([re]) => re.test(url.pathname));
    return `stripe ${page ? page[1] : url.pathname}`;
  }
  const route = matchRoute(routes, url.pathname);
  return route ? `${kind} ${route.pattern}` : undefined;
}

/** The key of a route id as the page's router reports it, on `url`'s host. */
export function keyOfRouteId(routes: Route[], id: string, url: URL): string | undefined {
  const route = routes.find((r) => r.id === id);
  return route ? `${hostKind(url)} ${route.pattern}` : undefined;
}
