import type { RecipeParseBody, RecipeParseResponse } from "@schema/api/recipe-import";
import { equipment } from "@schema/db/equipment";
import { ingredients } from "@schema/db/ingredients";
import { cuisines, diets, foodCategories, meals } from "@schema/db/taxonomies";
import { units } from "@schema/db/units";
import { eq, isNull, or } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import { ApiError } from "../../errors";
import type { Site } from "../sites/lookup";
import { buildDraft, type SiteTerms } from "./build-draft";
import { buildCatalogue, type Catalogue } from "./catalogue";
import { type FetchOptions, fetchPage, MESSAGES } from "./page-fetcher";
import { readText } from "./plain-text";
import { readPage } from "./read-page";

/**
 * POST manage/recipe-parse: a draft from an address, a saved page or text. Saves nothing:
 * the kitchen shows the draft for checking, then creates the recipe with the usual call.
 */
export async function parseRecipe(
  db: Db,
  site: Site | null,
  body: RecipeParseBody,
  fetchOptions: FetchOptions,
): Promise<RecipeParseResponse> {
  let source: ReturnType<typeof readPage>;
  let sourceUrl: string | null = null;
  if ("text" in body) {
    source = readText(body.text);
  } else if ("html" in body) {
    sourceUrl = body.url ?? null;
    source = readPage(body.html, sourceUrl);
  } else {
    const page = await fetchPage(body.url, fetchOptions);
    sourceUrl = page.url;
    source = readPage(page.html, page.url);
  }
  if (!source || (!source.ingredientGroups.length && !source.instructionGroups.length)) {
    throw new ApiError("bad_request", MESSAGES.noRecipe, [
      {
        path: "html" in body ? "html" : "text" in body ? "text" : "url",
        message: MESSAGES.noRecipe,
      },
    ]);
  }
  const context = await loadContext(db, site);
  return buildDraft(source, { ...context, sourceUrl });
}

/** The catalogues a draft points into: the platform's rows and the site's own. */
export async function loadContext(
  db: Db,
  site: Site | null,
): Promise<{
  catalogue: Catalogue;
  equipment: { id: string; title: string }[];
  terms: SiteTerms | null;
}> {
  const visible = (table: { siteId: AnySQLiteColumn }) =>
    site ? or(isNull(table.siteId), eq(table.siteId, site.id)) : isNull(table.siteId);
  const term = { id: meals.id, title: meals.title };
  const [unitRows, ingredientRows, equipmentRows, mealRows, categoryRows, cuisineRows, dietRows] =
    await db.batch([
      db.select().from(units),
      db
        .select({
          id: ingredients.id,
          title: ingredients.title,
          pluralTitle: ingredients.pluralTitle,
        })
        .from(ingredients)
        .where(visible(ingredients)),
      db
        .select({ id: equipment.id, title: equipment.title })
        .from(equipment)
        .where(visible(equipment)),
      db.select(term).from(meals).where(visible(meals)),
      db
        .select({ id: foodCategories.id, title: foodCategories.title })
        .from(foodCategories)
        .where(visible(foodCategories)),
      db.select({ id: cuisines.id, title: cuisines.title }).from(cuisines).where(visible(cuisines)),
      db.select({ id: diets.id, title: diets.title }).from(diets).where(visible(diets)),
    ]);
  return {
    catalogue: buildCatalogue(unitRows, ingredientRows),
    equipment: equipmentRows,
    terms: site
      ? { meals: mealRows, foodCategories: categoryRows, cuisines: cuisineRows, diets: dietRows }
      : null,
  };
}
