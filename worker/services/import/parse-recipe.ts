import type { RecipeParseBody, RecipeParseResponse } from "@schema/api/recipe-import";
import { equipment } from "@schema/db/equipment";
import { ingredients } from "@schema/db/ingredients";
import { cuisines, diets, foodCategories, meals } from "@schema/db/taxonomies";
import { units } from "@schema/db/units";
import { eq, isNull, or } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../env";
import { ApiError } from "../../errors";
import { type SiteDatabases, type SiteDbs, siteDbsOf, unmoved } from "../../lib/site-databases";
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
  databases: SiteDatabases,
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
  const context = await loadContext(databases, site);
  return buildDraft(source, { ...context, sourceUrl });
}

/** Which catalogue rows a read takes: the platform's, a site's own, or both. */
type Whose = { platform: boolean; siteId: string | null };

async function readContextRows(db: Db, whose: Whose) {
  const visible = (table: { siteId: AnySQLiteColumn }) =>
    or(
      whose.platform ? isNull(table.siteId) : undefined,
      whose.siteId ? eq(table.siteId, whose.siteId) : undefined,
    );
  const term = { id: meals.id, title: meals.title };
  return db.batch([
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
}

type ContextRows = Awaited<ReturnType<typeof readContextRows>>;

/**
 * A moved site's rows (ADR 0014): the platform's catalogue as the platform holds it now, the
 * site's own rows from its database, the platform's first, as one database would list them.
 */
async function movedContextRows(dbs: SiteDbs, siteId: string): Promise<ContextRows> {
  const [platform, own] = await Promise.all([
    readContextRows(dbs.platform, { platform: true, siteId: null }),
    readContextRows(dbs.site, { platform: false, siteId }),
  ]);
  return [
    platform[0],
    [...platform[1], ...own[1]],
    [...platform[2], ...own[2]],
    [...platform[3], ...own[3]],
    [...platform[4], ...own[4]],
    [...platform[5], ...own[5]],
    [...platform[6], ...own[6]],
  ];
}

/** The catalogues a draft points into: the platform's rows and the site's own. */
export async function loadContext(
  databases: SiteDatabases,
  site: Site | null,
): Promise<{
  catalogue: Catalogue;
  equipment: { id: string; title: string }[];
  terms: SiteTerms | null;
}> {
  const dbs = site ? siteDbsOf(databases, site) : null;
  const [unitRows, ingredientRows, equipmentRows, mealRows, categoryRows, cuisineRows, dietRows] =
    !site || !dbs
      ? await readContextRows(databases.platform, { platform: true, siteId: null })
      : unmoved(dbs)
        ? await readContextRows(dbs.site, { platform: true, siteId: site.id })
        : await movedContextRows(dbs, site.id);
  return {
    catalogue: buildCatalogue(unitRows, ingredientRows),
    equipment: equipmentRows,
    terms: site
      ? { meals: mealRows, foodCategories: categoryRows, cuisines: cuisineRows, diets: dietRows }
      : null,
  };
}
