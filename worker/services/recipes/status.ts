import { bookmarks } from "@schema/db/bookmarks";
import { type Recipe, recipes } from "@schema/db/recipes";
import { and, eq } from "drizzle-orm";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import { changeWithNewVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";

/**
 * Unpublishing and deleting. Each moves the site's content version only when visitors could
 * see the recipe, in the same batch as the change (a draft's comings and goings change no
 * public page).
 */

const ofSite = (site: Site, recipe: Recipe) =>
  and(eq(recipes.id, recipe.id), eq(recipes.siteId, site.id));

/**
 * Back to draft. The publish date goes with it: keeping the first one across an unpublish
 * would need a column of its own (a first_published_at; the data model has none yet).
 */
export async function unpublishRecipe(dbs: SiteDbs, site: Site, recipe: Recipe) {
  if (!recipe.publishedAt) return;
  await changeWithNewVersion(dbs, site.id, [
    dbs.site.update(recipes).set({ publishedAt: null }).where(ofSite(site, recipe)),
  ]);
}

/**
 * Its lines, steps, comments and places in collections go with it (cascades), and readers'
 * bookmarks of it, which name it by id alone (schema/db/bookmarks.ts).
 */
export async function deleteRecipe(dbs: SiteDbs, site: Site, recipe: Recipe) {
  const remove = dbs.site.delete(recipes).where(ofSite(site, recipe));
  // Bookmarks are the platform's: for a moved site, let go of after the recipe is gone (a
  // failure between leaves a bookmark of nothing, which no list shows).
  const unsave = dbs.platform.delete(bookmarks).where(eq(bookmarks.recipeId, recipe.id));
  if (recipe.publishedAt) {
    await changeWithNewVersion(dbs, site.id, unmoved(dbs) ? [remove, unsave] : [remove]);
  } else {
    await (unmoved(dbs) ? dbs.site.batch([remove, unsave]) : remove);
  }
  if (!unmoved(dbs)) await unsave;
}
