import type {
  ManageRecipeListResponse,
  PublishedRecipesResponse,
  recipeListQuery,
} from "@schema/api/manage-recipes";
import { recipeRatingTotals } from "@schema/db/ratings";
import { recipes } from "@schema/db/recipes";
import { scheduledPublications } from "@schema/db/scheduled-publications";
import { siteRecipeCounts } from "@schema/db/site-recipe-counts";
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../env";
import { cardColumns, cardExtras, cardOf, recipeCards } from "./cards";
import { contentMatch, ftsQuery } from "./search";

type ListQuery = z.infer<typeof recipeListQuery>;

/** A recipe's kept rating totals (services/ratings), 0 when nobody rated it. */
const totalOf = (column: "rating_count" | "rating_sum") =>
  sql`coalesce((select ${sql.identifier("rt")}.${sql.identifier(column)}
    from ${recipeRatingTotals} as rt where rt.recipe_id = "recipes"."id"), 0)`;
const ratingCount = totalOf("rating_count");
/** When the recipe is set to publish itself (services/recipes/schedule.ts), in ms; or null. */
const scheduledFor = sql<
  number | null
>`(select ${sql.identifier("sp")}.${sql.identifier("publish_at")}
  from ${scheduledPublications} as sp where sp.recipe_id = "recipes"."id")`;
const ratingSum = totalOf("rating_sum");

const orderings = {
  updated: [desc(recipes.updatedAt), asc(recipes.id)],
  // Drafts have no publish date: they sort after every published recipe.
  published: [sql`${recipes.publishedAt} is null`, desc(recipes.publishedAt), asc(recipes.id)],
  title: [sql`${recipes.title} collate nocase`, asc(recipes.id)],
  rating: [
    sql`${ratingCount} = 0`,
    sql`round(cast(${ratingSum} as real) / ${ratingCount}, 1) desc`,
    sql`${ratingCount} desc`,
    asc(recipes.id),
  ],
  ratings: [sql`${ratingCount} = 0`, sql`${ratingCount} desc`, asc(recipes.id)],
} as const;

/** A site's recipes of a status, or all of them, from the counts triggers keep. */
const keptTotal = (db: Db, siteId: string, status: ListQuery["status"]) =>
  db
    .select({
      total:
        status === "draft"
          ? siteRecipeCounts.drafts
          : status === "published"
            ? siteRecipeCounts.published
            : sql<number>`${siteRecipeCounts.published} + ${siteRecipeCounts.drafts}`.mapWith(
                Number,
              ),
    })
    .from(siteRecipeCounts)
    .where(eq(siteRecipeCounts.siteId, siteId));

/** GET manage/{siteSlug}/recipes: drafts and published, searched, filtered, sorted, paged. */
export async function listManageRecipes(
  db: Db,
  siteId: string,
  params: ListQuery,
): Promise<ManageRecipeListResponse> {
  const { limit, offset } = params;
  const words = params.query ? ftsQuery(params.query) : null;
  // Only the recipe text: a search for "draft" must not match every draft's scope token.
  const match = words ? contentMatch(words) : null;
  if (params.query && match === null) return { recipes: [], total: 0, limit, offset };
  const where = and(
    eq(recipes.siteId, siteId),
    params.status === "draft" ? isNull(recipes.publishedAt) : undefined,
    params.status === "published" ? isNotNull(recipes.publishedAt) : undefined,
    // recipe_search is external-content FTS5 over recipes: its rowid is the recipe's rowid.
    match
      ? sql`${recipes}.rowid in (select rowid from recipe_search where recipe_search match ${match})`
      : undefined,
  );
  const [rows, [counted]] = await db.batch([
    db
      // Each row brings its card's cover and terms: one round trip for the whole page.
      .select({
        ...cardColumns,
        ...cardExtras,
        createdAt: recipes.createdAt,
        updatedAt: recipes.updatedAt,
        scheduledFor,
      })
      .from(recipes)
      .where(where)
      .orderBy(...orderings[params.sort])
      .limit(limit)
      .offset(offset),
    // Only a search counts its matches; the list of a status reads the site's kept counts.
    match
      ? db.select({ total: count() }).from(recipes).where(where)
      : keptTotal(db, siteId, params.status),
  ]);
  return {
    recipes: rows.map((row) => {
      const card = cardOf(row);
      return {
        ...card,
        status: card.publishedAt ? "published" : "draft",
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        // A recipe published by hand before its time is no longer waiting.
        scheduledFor:
          row.scheduledFor !== null && !card.publishedAt
            ? new Date(Number(row.scheduledFor)).toISOString()
            : null,
      };
    }),
    total: counted?.total ?? 0,
    limit,
    offset,
  };
}

/** GET manage/{siteSlug}/published-recipes: every published recipe, by title, for pickers. */
export async function publishedRecipes(db: Db, siteId: string): Promise<PublishedRecipesResponse> {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .where(and(eq(recipes.siteId, siteId), isNotNull(recipes.publishedAt)))
    .orderBy(sql`${recipes.title} collate nocase`, asc(recipes.id));
  const cards = await recipeCards(db, rows);
  return {
    recipes: cards.map((card) => ({
      id: card.id,
      slug: card.slug,
      title: card.title,
      publishedAt: card.publishedAt ?? "",
      image: card.images[0] ?? null,
    })),
  };
}
