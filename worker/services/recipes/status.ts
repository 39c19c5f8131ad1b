import { bookmarks } from "@schema/db/bookmarks";
import { type Recipe, recipes } from "@schema/db/recipes";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { bumpContentVersion } from "../sites/content-version";
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
export async function unpublishRecipe(db: Db, site: Site, recipe: Recipe) {
  if (!recipe.publishedAt) return;
  await db.batch([
    db.update(recipes).set({ publishedAt: null }).where(ofSite(site, recipe)),
    bumpContentVersion(db, site.id),
  ]);
}

/**
 * Its lines, steps, comments and places in collections go with it (cascades), and readers'
 * bookmarks of it, which name it by id alone (schema/db/bookmarks.ts).
 */
export async function deleteRecipe(db: Db, site: Site, recipe: Recipe) {
  const remove = [
    db.delete(recipes).where(ofSite(site, recipe)),
    db.delete(bookmarks).where(eq(bookmarks.recipeId, recipe.id)),
  ] as const;
  if (recipe.publishedAt) await db.batch([...remove, bumpContentVersion(db, site.id)]);
  else await db.batch(remove);
}
