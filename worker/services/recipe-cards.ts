import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { ImageView, RecipeCard, TaxonomyTerm } from "../../schema/api/public-read";
import { type Image, images } from "../../schema/db/images";
import { recipeImages, recipes } from "../../schema/db/recipes";
import type { ImageCrop } from "../../schema/db/users";
import type { Db } from "../env";
import { mediaUrl } from "./media";
import { inIdList } from "./sql-id-list";
import { type TaxonomyTables, taxonomyTables } from "./taxonomy-tables";

/** The recipes columns a card is built from: select these, then call recipeCards. */
export const cardColumns = {
  id: recipes.id,
  slug: recipes.slug,
  title: recipes.title,
  publishedAt: recipes.publishedAt,
  privacySetting: recipes.privacySetting,
  prepTimeMinutes: recipes.prepTimeMinutes,
  cookTimeMinutes: recipes.cookTimeMinutes,
  customTimeMinutes: recipes.customTimeMinutes,
};

export type CardRow = {
  id: string;
  slug: string;
  title: string;
  publishedAt: Date | null;
  privacySetting: RecipeCard["privacySetting"];
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
  customTimeMinutes: number | null;
};

/** What visitors may list: the site's recipes that are published. Drafts never. */
export const publishedOn = (siteId: string) =>
  and(eq(recipes.siteId, siteId), isNotNull(recipes.publishedAt));

/** A recipe's picture with the crop the author chose for it. */
export const croppedImageView = (image: Image, crop: ImageCrop | null): ImageView => ({
  id: image.id,
  url: mediaUrl(image.key),
  width: image.width,
  height: image.height,
  lqip: image.lqip,
  crop,
});

/** The terms of one filter kind on a set of recipes, by title. */
export const termsOfRecipes = (db: Db, { link, terms }: TaxonomyTables, recipeIds: string[]) =>
  db
    .select({ recipeId: link.recipeId, id: terms.id, slug: terms.slug, title: terms.title })
    .from(link)
    .innerJoin(terms, eq(terms.id, link.taxonomyId))
    .where(inIdList(link.recipeId, recipeIds))
    .orderBy(asc(terms.title));

export const groupByRecipe = <T extends { recipeId: string }>(rows: readonly T[]) => {
  const byRecipe = new Map<string, T[]>();
  for (const row of rows) {
    const list = byRecipe.get(row.recipeId);
    if (list) list.push(row);
    else byRecipe.set(row.recipeId, [row]);
  }
  return (recipeId: string) => byRecipe.get(recipeId) ?? [];
};

export const termView = ({ id, slug, title }: TaxonomyTerm): TaxonomyTerm => ({ id, slug, title });

/**
 * Cards for recipe rows, in the rows' order. Everything a card shows beyond the row
 * (cover image, categories, cuisines, meals) comes from one D1 batch, whatever the count.
 * D1 returns batch rows keyed by column name, so no join here selects a name twice.
 */
export async function recipeCards(db: Db, rows: readonly CardRow[]): Promise<RecipeCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [covers, categories, cuisines, meals] = await db.batch([
    db
      .select({ recipeId: recipeImages.recipeId, crop: recipeImages.crop, image: images })
      .from(recipeImages)
      .innerJoin(images, eq(images.id, recipeImages.imageId))
      .where(
        and(
          inIdList(recipeImages.recipeId, ids),
          // Only the cover: the first picture by position.
          sql`${recipeImages.position} = (select min(cover.position) from recipe_images cover
            where cover.recipe_id = ${recipeImages.recipeId})`,
        ),
      ),
    termsOfRecipes(db, taxonomyTables.categories, ids),
    termsOfRecipes(db, taxonomyTables.cuisines, ids),
    termsOfRecipes(db, taxonomyTables.meals, ids),
  ]);
  const coverOf = groupByRecipe(covers);
  const categoriesOf = groupByRecipe(categories);
  const cuisinesOf = groupByRecipe(cuisines);
  const mealsOf = groupByRecipe(meals);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    privacySetting: row.privacySetting,
    images: coverOf(row.id)
      .slice(0, 1)
      .map(({ image, crop }) => croppedImageView(image, crop)),
    prepTimeMinutes: row.prepTimeMinutes,
    cookTimeMinutes: row.cookTimeMinutes,
    customTimeMinutes: row.customTimeMinutes,
    categories: categoriesOf(row.id).map(termView),
    cuisines: cuisinesOf(row.id).map(termView),
    meals: mealsOf(row.id).map(termView),
  }));
}
