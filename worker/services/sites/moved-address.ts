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
  const chosen = await redirectFor(db, siteId, address.pathname);
  if (chosen !== null) return chosen;
  const page = /^\/(recipes|collections)\/([^/]+)\/?$/.exec(address.pathname);
  if (page) {
    const [, kind, encoded] = page;
    const slug = safeDecode(encoded ?? "");
    const now =
      slug === null
        ? null
        : kind === "recipes"
          ? await movedRecipeSlug(db, siteId, slug)
          : await movedCollectionSlug(db, siteId, slug);
    if (now !== null) return `/${kind}/${encodeURIComponent(now)}`;
  }
  const imported = await importedRecipeAt(db, siteId, address);
  return imported === null ? null : `/recipes/${encodeURIComponent(imported)}`;
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The published recipe imported from this address (any scheme, with or without www. or a final slash). */
async function importedRecipeAt(db: Db, siteId: string, address: URL) {
  const [row] = await db
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
  return row?.slug ?? null;
}

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
