import type { ImageView, RecipeCard, TaxonomyTerm } from "@schema/api/public-read";
import { type Image, images } from "@schema/db/images";
import { recipeImages, recipes } from "@schema/db/recipes";
import type { ImageCrop } from "@schema/db/users";
import { and, asc, eq, getTableName, isNotNull, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import { inIdList } from "../../lib/sql-id-list";
import { mediaUrl } from "../media/image-view";
import { cardRatingJson, cardRatingOf } from "../ratings/summary";
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
export const publishedOn = (siteId: string | SQL) =>
  and(eq(recipes.siteId, siteId), isNotNull(recipes.publishedAt));

/** A recipe's picture with the crop the author chose for it. */
export const croppedImageView = (
  image: Pick<Image, "id" | "key" | "width" | "height" | "lqip">,
  crop: ImageCrop | null,
): ImageView => ({
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

export const termView = ({ id, slug, title }: TaxonomyTerm): TaxonomyTerm => ({ id, slug, title });

/**
 * `alias.column`, spelled out: drizzle leaves columns unqualified in a one-table select,
 * and inside a correlated subquery an unqualified name would bind to the wrong table.
 */
const at = (alias: string, column: SQLiteColumn) =>
  sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
/** The recipe of the row being selected: the enclosing query reads recipes unaliased. */
const outerRecipeId = sql`${sql.identifier(getTableName(recipes))}.${sql.identifier(recipes.id.name)}`;

/** One filter kind's terms of the recipe in the same row, by title, as a JSON array. */
const termsJson = ({ link, terms }: TaxonomyTables, name: string) =>
  sql<string>`(select json_group_array(json_object('id', id, 'slug', slug, 'title', title))
    from (select ${at("t", terms.id)} as id, ${at("t", terms.slug)} as slug, ${at("t", terms.title)} as title
      from ${link} as l join ${terms} as t on ${at("t", terms.id)} = ${at("l", link.taxonomyId)}
      where ${at("l", link.recipeId)} = ${outerRecipeId} order by ${at("t", terms.title)}))`.as(
    name,
  );

/**
 * What a card shows beyond its recipes row, read in the same statement as the row: the
 * cover (the first picture by position, with its crop) and the categories, cuisines and
 * meals, each as JSON. Select these beside cardColumns from a query over recipes (not
 * aliased), then call cardOf; a search page is then one statement, cards included.
 */
export const cardExtras = {
  cover: sql<
    string | null
  >`(select json_object('id', ${at("i", images.id)}, 'key', ${at("i", images.key)},
      'width', ${at("i", images.width)}, 'height', ${at("i", images.height)},
      'lqip', ${at("i", images.lqip)}, 'crop', json(${at("ri", recipeImages.crop)}))
    from ${recipeImages} as ri join ${images} as i on ${at("i", images.id)} = ${at("ri", recipeImages.imageId)}
    where ${at("ri", recipeImages.recipeId)} = ${outerRecipeId}
    order by ${at("ri", recipeImages.position)} limit 1)`.as("cover"),
  categories: termsJson(taxonomyTables.categories, "categories"),
  cuisines: termsJson(taxonomyTables.cuisines, "cuisines"),
  meals: termsJson(taxonomyTables.meals, "meals"),
  rating: cardRatingJson(outerRecipeId).as("rating"),
};

export type CardExtras = {
  cover: string | null;
  categories: string;
  cuisines: string;
  meals: string;
  rating: string | null;
};
type CoverJson = Pick<Image, "id" | "key" | "width" | "height" | "lqip"> & {
  crop: ImageCrop | null;
};

/** The card of a row holding cardColumns and cardExtras. */
export function cardOf(row: CardRow & CardExtras): RecipeCard {
  const cover = row.cover === null ? null : (JSON.parse(row.cover) as CoverJson);
  const terms = (json: string) => (JSON.parse(json) as TaxonomyTerm[]).map(termView);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    privacySetting: row.privacySetting,
    images: cover ? [croppedImageView(cover, cover.crop)] : [],
    prepTimeMinutes: row.prepTimeMinutes,
    cookTimeMinutes: row.cookTimeMinutes,
    customTimeMinutes: row.customTimeMinutes,
    categories: terms(row.categories),
    cuisines: terms(row.cuisines),
    meals: terms(row.meals),
    rating: cardRatingOf(row.rating),
  };
}

/**
 * Cards for recipe rows, in the rows' order: one statement reads every card's extras,
 * whatever the count.
 */
export async function recipeCards(db: Db, rows: readonly CardRow[]): Promise<RecipeCard[]> {
  if (rows.length === 0) return [];
  const extras = await db
    .select({ id: recipes.id, ...cardExtras })
    .from(recipes)
    .where(
      inIdList(
        recipes.id,
        rows.map((row) => row.id),
      ),
    );
  const extrasOf = new Map(extras.map((row) => [row.id, row]));
  // A recipe deleted since its row was read still gets its card, bare as before.
  const bare = { cover: null, categories: "[]", cuisines: "[]", meals: "[]", rating: null };
  return rows.map((row) => cardOf({ ...row, ...(extrasOf.get(row.id) ?? bare) }));
}
