import { collections } from "@schema/db/collections";
import { formerCollectionSlugs, formerRecipeSlugs, formerSiteSlugs } from "@schema/db/former-slugs";
import { recipes } from "@schema/db/recipes";
import { siteMembers, sites } from "@schema/db/sites";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../env";
import { ApiError } from "../../errors";
import { liveSite } from "./lookup";

/**
 * Addresses that moved (schema/db/former-slugs.ts). A renamed recipe, collection or site
 * keeps its old address as a permanent redirect, the way a blog keeps a renamed post's old
 * link: pins, search results and newsletters already sent go on reaching it.
 */

type Statement = BatchItem<"sqlite">;

/** A rename: from the slug now to the one being saved. */
export type SlugChange = { siteId: string; from: string; to: string };

/** A new recipe's slug: it wins the address from any recipe that had it before. */
export const newRecipeSlugStatement = (db: Db, siteId: string, slug: string): Statement =>
  db
    .delete(formerRecipeSlugs)
    .where(and(eq(formerRecipeSlugs.siteId, siteId), eq(formerRecipeSlugs.slug, slug)));

/**
 * With a recipe's save: the slug it takes is no longer anyone's old address, and the one it
 * leaves becomes one when readers could have seen it (the recipe was published; a draft's
 * address was never shared, and an autosaving draft's typing would leave a trail).
 */
export function recipeSlugStatements(
  db: Db,
  recipeId: string,
  { siteId, from, to }: SlugChange,
  wasPublic: boolean,
): Statement[] {
  if (from === to) return [];
  const taken = newRecipeSlugStatement(db, siteId, to);
  if (!wasPublic) return [taken];
  return [
    taken,
    db
      .insert(formerRecipeSlugs)
      .values({ siteId, slug: from, recipeId })
      // The newest page to leave an address is the one its links meant last.
      .onConflictDoUpdate({
        target: [formerRecipeSlugs.siteId, formerRecipeSlugs.slug],
        set: { recipeId, createdAt: new Date() },
      }),
  ];
}

/** The same for a collection, which is public from its creation. */
export function collectionSlugStatements(
  db: Db,
  collectionId: string,
  { siteId, from, to }: SlugChange,
): Statement[] {
  if (from === to) return [];
  return [
    newCollectionSlugStatement(db, siteId, to),
    db
      .insert(formerCollectionSlugs)
      .values({ siteId, slug: from, collectionId })
      .onConflictDoUpdate({
        target: [formerCollectionSlugs.siteId, formerCollectionSlugs.slug],
        set: { collectionId, createdAt: new Date() },
      }),
  ];
}

export const newCollectionSlugStatement = (db: Db, siteId: string, slug: string): Statement =>
  db
    .delete(formerCollectionSlugs)
    .where(and(eq(formerCollectionSlugs.siteId, siteId), eq(formerCollectionSlugs.slug, slug)));

/**
 * Where a recipe's old slug leads now: the recipe's slug, while it is published. A draft
 * (unpublished since) is not there for visitors, so its new slug is not told either.
 */
export const movedRecipeSlug = (db: Db, siteId: string, slug: string) =>
  db
    .select({ slug: recipes.slug })
    .from(formerRecipeSlugs)
    .innerJoin(recipes, eq(recipes.id, formerRecipeSlugs.recipeId))
    .where(
      and(
        eq(formerRecipeSlugs.siteId, siteId),
        eq(formerRecipeSlugs.slug, slug),
        isNotNull(recipes.publishedAt),
      ),
    )
    .limit(1);

/** Where a collection's old slug leads now (a query for moved-address.ts's batch). */
export const movedCollectionSlug = (db: Db, siteId: string, slug: string) =>
  db
    .select({ slug: collections.slug })
    .from(formerCollectionSlugs)
    .innerJoin(collections, eq(collections.id, formerCollectionSlugs.collectionId))
    .where(and(eq(formerCollectionSlugs.siteId, siteId), eq(formerCollectionSlugs.slug, slug)))
    .limit(1);

/**
 * With a site taking `to` (made there, or renamed from `from`): `to` is nobody's old address
 * any more (refuseAnotherOwnersAddress let it through), and `from` leads to the site.
 */
export function siteSlugStatements(
  db: Db,
  { siteId, from, to }: { siteId: string; from: string | null; to: string },
): Statement[] {
  if (from === to) return [];
  const taken = db.delete(formerSiteSlugs).where(eq(formerSiteSlugs.slug, to));
  if (from === null) return [taken];
  return [
    taken,
    db
      .insert(formerSiteSlugs)
      .values({ slug: from, siteId })
      .onConflictDoUpdate({ target: formerSiteSlugs.slug, set: { siteId } }),
  ];
}

/** 409 on the slug: a site's address is another site's, now or from before. */
export const siteAddressTaken = (message = "Another site uses this address") =>
  new ApiError("conflict", "That address is taken", [{ path: "slug", message }]);

/**
 * Before a site of `ownerId` takes `slug`: an old address of someone else's site still leads
 * to that site, so it is not free; the same owner may give it to another of their sites.
 */
export async function refuseAnotherOwnersAddress(db: Db, slug: string, ownerId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(formerSiteSlugs)
    .innerJoin(sites, eq(sites.id, formerSiteSlugs.siteId))
    .where(and(eq(formerSiteSlugs.slug, slug), ne(sites.ownerId, ownerId)))
    .limit(1);
  if (row) throw siteAddressTaken("Another site had this address, and its old links lead there");
}

/**
 * A kitchen address with a renamed site's old slug (a bookmark, a link in a comment's e-mail):
 * the site's slug now, when `userId` runs it (and `tokenScope`, an API token's, allows it).
 * Nobody else learns where an old address went.
 */
export async function renamedSiteOf(
  db: Db,
  slug: string,
  userId: string,
  tokenScope?: readonly string[] | null,
) {
  const [row] = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(formerSiteSlugs)
    .innerJoin(sites, eq(sites.id, formerSiteSlugs.siteId))
    .innerJoin(siteMembers, and(eq(siteMembers.siteId, sites.id), eq(siteMembers.userId, userId)))
    .where(liveSite(eq(formerSiteSlugs.slug, slug)))
    .limit(1);
  if (!row || (tokenScope && !tokenScope.includes(row.id))) return null;
  return row.slug;
}
