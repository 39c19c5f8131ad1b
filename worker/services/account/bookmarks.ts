import type { BookmarkResponse } from "@schema/api/account";
import { bookmarks } from "@schema/db/bookmarks";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import type { Session } from "../identity/sessions";
import { getSiteRecipe } from "../recipes/kitchen-read";
import { getPublishedRecipe } from "../recipes/published";
import type { Site } from "../sites/lookup";

/** The person's bookmarks on one site, as siteUserData carries them: recipe ids, newest first. */
async function siteUserData(db: Db, siteId: string, userId: string): Promise<BookmarkResponse> {
  const rows = await db
    .select({ recipeId: bookmarks.recipeId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.siteId, siteId)))
    .orderBy(desc(bookmarks.createdAt));
  return { siteUserData: { bookmarks: rows.map((row) => row.recipeId) } };
}

/**
 * POST {siteSlug}/bookmarks: saves a published recipe of this site; saving twice is fine.
 * Bookmarks are the platform's (one reader's across every site), the recipe the site's.
 */
export async function addBookmark(dbs: SiteDbs, site: Site, viewer: Session, recipeId: string) {
  const recipe = await getPublishedRecipe(dbs.site, site.id, recipeId);
  await dbs.platform
    .insert(bookmarks)
    .values({ userId: viewer.user.id, siteId: site.id, recipeId: recipe.id })
    .onConflictDoNothing();
  return siteUserData(dbs.platform, site.id, viewer.user.id);
}

/**
 * DELETE {siteSlug}/bookmarks/{recipeId}: any recipe of this site, published or not (a
 * recipe unpublished after it was saved can still be let go). Another site's id is 404.
 */
export async function removeBookmark(dbs: SiteDbs, site: Site, viewer: Session, recipeId: string) {
  if (site.deletedAt) return removeClosedSiteBookmark(dbs.platform, site, viewer, recipeId);
  const recipe = await getSiteRecipe(dbs.site, site.id, recipeId);
  await dbs.platform
    .delete(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, viewer.user.id),
        eq(bookmarks.siteId, site.id),
        eq(bookmarks.recipeId, recipe.id),
      ),
    );
  return siteUserData(dbs.platform, site.id, viewer.user.id);
}

/**
 * A closed site's bookmark, from the account area's list: the site is no one's to read any
 * more, so the reader's own bookmark is all that is looked at. Without one (another reader,
 * or one already removed) it is 404, as every other call to a closed site is; the account
 * page takes a 404 as gone already.
 */
async function removeClosedSiteBookmark(db: Db, site: Site, viewer: Session, recipeId: string) {
  const removed = await db
    .delete(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, viewer.user.id),
        eq(bookmarks.siteId, site.id),
        eq(bookmarks.recipeId, recipeId),
      ),
    )
    .returning({ recipeId: bookmarks.recipeId });
  if (removed.length === 0) throw notFound("Bookmark");
  return siteUserData(db, site.id, viewer.user.id);
}
