import type { PagePolicy } from "./security-headers";

/**
 * What the page just rendered needs its CSP to allow, read from its loaders' data by
 * entry.server.tsx into the load context's `pagePolicy`, which the Pages function turns into
 * the header once the document is ready (functions/[[path]].ts). The facts live in loader
 * data already: the site's checked analytics id (root), the platform's origin (root) and,
 * in the kitchen, the site whose pages the preview form opens on the site's own host (and
 * whose pictures its newsletter preview shows).
 */
export function fillPagePolicy(policy: PagePolicy, loaderData: Record<string, unknown>): void {
  const root = loaderData.root as { analyticsId?: unknown; platformOrigin?: unknown } | undefined;
  policy.analytics = typeof root?.analyticsId === "string" && root.analyticsId !== "";
  const kitchenSite = originOf(kitchenSiteUrl(loaderData));
  const targets = [originOf(root?.platformOrigin), kitchenSite].filter(
    (origin): origin is string => origin !== null,
  );
  policy.formTargets = [...new Set(targets)];
  // The newsletter preview shows the e-mail's pictures at the site's address, as sent.
  policy.imageOrigins = kitchenSite ? [kitchenSite] : [];
}

/** The route id of the kitchen layout (routes/kitchen.$site.tsx), whose loader names the site. */
const KITCHEN_LAYOUT = "routes/kitchen.$site";

function kitchenSiteUrl(loaderData: Record<string, unknown>): unknown {
  const kitchen = loaderData[KITCHEN_LAYOUT] as { site?: { url?: unknown } } | undefined;
  return kitchen?.site?.url;
}

function originOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** This response's CSP facts; entry.server.tsx completes them for documents. */
    pagePolicy?: PagePolicy;
  }
}
