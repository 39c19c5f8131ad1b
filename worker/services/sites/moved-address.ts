import { importedFromOf, recipes } from "@schema/db/recipes";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../env";
import { movedCollectionSlug, movedRecipeSlug } from "./former-slugs";
import { redirectFor } from "./redirects";

/**
 * Where an address of a site that is no page now leads (a path on the site, or a whole web
 * address), or null:
 * - the creator's own redirect for it (redirects.ts), first: what they said wins;
 * - a renamed recipe's or collection's old slug (former-slugs.ts, ADR 0020);
 * - the address an imported recipe had on the creator's old site (a WordPress post's
 *   permalink, say), once that site's domain points here: pins and search results of the
 *   old blog reach the recipe.
 */
export async function whereNow(db: Db, siteId: string, address: URL): Promise<string | null> {
  const page = pageOf(address.pathname);
  // One round trip: every answer the address may have, read together, taken in that order.
  const [[own], [imported], [renamed]] = await db.batch([
    redirectFor(db, siteId, address.pathname),
    importedRecipeAt(db, siteId, address),
    page?.kind === "collections"
      ? movedCollectionSlug(db, siteId, page.slug)
      : // No recipe has an empty slug: a path that names no page finds nothing here.
        movedRecipeSlug(db, siteId, page?.slug ?? ""),
  ]);
  if (own) return own.to;
  if (page && renamed) return `/${page.kind}/${encodeURIComponent(renamed.slug)}`;
  return imported ? `/recipes/${encodeURIComponent(imported.slug)}` : null;
}

/** The recipe or collection a path names by slug, decoded; null for any other path. */
function pageOf(pathname: string) {
  const match = /^\/(recipes|collections)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, kind, encoded] = match;
  try {
    return { kind: kind as "recipes" | "collections", slug: decodeURIComponent(encoded ?? "") };
  } catch {
    return null;
  }
}

/** The published recipe imported from this address (any scheme, with or without www. or a final slash). */
const importedRecipeAt = (db: Db, siteId: string, address: URL) =>
  db
    .select({ slug: recipes.slug })
    .from(recipes)
    .where(
      and(
        eq(recipes.siteId, siteId),
        inArray(importedFromOf(recipes.legacyRecipeData), sameAddresses(address)),
        isNotNull(recipes.publishedAt),
      ),
    )
    .limit(1);

/**
 * The ways an import may have written this address (its query aside: a visitor's link may
 * carry tracking parameters the permalink never had). The host is the one asked on (the
 * site's custom domain), so only the site's own old addresses match, never a page it
 * imported from someone else's site.
 */
export function sameAddresses(address: URL): string[] {
  const bare = address.hostname.toLowerCase().replace(/^www\./, "");
  const path = address.pathname;
  const paths = path.endsWith("/") ? [path, path.slice(0, -1)] : [path, `${path}/`];
  return ["https", "http"].flatMap((scheme) =>
    [bare, `www.${bare}`].flatMap((host) =>
      paths.filter((p) => p !== "").map((p) => `${scheme}://${host}${p}`),
    ),
  );
}
