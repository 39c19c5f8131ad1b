import { RECIPE_LIMITS } from "@schema/api/manage-recipes";
import type { ImportWarning, RecipeParseResponse } from "@schema/api/recipe-import";
import { paragraphsFromText } from "@schema/content/rich-text";
import { slugify } from "../../../web/app/kitchen/shared/slug";
import { youtubeVideoId } from "../../../web/app/lib/youtube";
import type { Catalogue } from "./catalogue";
import { parseIngredientEntries } from "./ingredient-line";
import type { SourceRecipe } from "./source-recipe";
import { stepContent } from "./step-text";

/**
 * The draft in the recipe write shape from what a reader found: lines parsed against the
 * catalogues, steps with measurement nodes, terms mapped onto the site's taxonomies when
 * there is a site, and a warning for everything not understood.
 */
export type Term = { id: string; title: string };
export type SiteTerms = {
  meals: Term[];
  foodCategories: Term[];
  cuisines: Term[];
  diets: Term[];
};

/** First in the preview when a page was read from its headings and lists alone. */
export const NO_MARKUP_WARNING =
  "This page has no recipe markup: its title, ingredients and steps were read from its headings and lists. Check them before saving.";

export type DraftContext = {
  catalogue: Catalogue;
  equipment: Term[];
  /** The site's taxonomies; null when no site was named (terms come back as text). */
  terms: SiteTerms | null;
  sourceUrl: string | null;
};

export function buildDraft(source: SourceRecipe, context: DraftContext): RecipeParseResponse {
  const warnings: ImportWarning[] = [];
  if (source.fromPageStructure) warnings.push({ message: NO_MARKUP_WARNING });
  const title = (source.title ?? "").slice(0, 200).trim();
  if (!title) warnings.push({ message: "The recipe has no title" });

  const lines: RecipeParseResponse["lines"] = [];
  const ingredientUsageGroups: RecipeParseResponse["draft"]["ingredientUsageGroups"] = [];
  for (const sourceGroup of source.ingredientGroups) {
    let group = {
      id: crypto.randomUUID(),
      title: sourceGroup.title,
      ingredientUsages: [] as NonNullable<
        RecipeParseResponse["draft"]["ingredientUsageGroups"]
      >[number]["ingredientUsages"],
    };
    ingredientUsageGroups.push(group);
    for (const entry of parseIngredientEntries(sourceGroup.lines, context.catalogue)) {
      if (entry.kind === "header") {
        // A header line starts a new group; an empty leading group gives it its title.
        if (!group.ingredientUsages?.length) group.title = entry.title;
        else {
          group = { id: crypto.randomUUID(), title: entry.title, ingredientUsages: [] };
          ingredientUsageGroups.push(group);
        }
        continue;
      }
      const { line } = entry;
      const id = crypto.randomUUID();
      lines.push({ id, text: line.text });
      for (const message of line.warnings) warnings.push({ message, lineId: id });
      group.ingredientUsages?.push({
        id,
        quantityMin: line.quantityMin,
        quantityMax: line.quantityMax,
        unitId: line.unitId,
        ingredientId: line.ingredientId,
        ingredientTitleOverride: line.ingredientTitleOverride?.slice(0, 200) ?? null,
        preparation: line.preparation ? paragraphsFromText(line.preparation) : null,
        note: line.note ? paragraphsFromText(line.note) : null,
      });
    }
  }
  const groups = ingredientUsageGroups.filter((group) => group.ingredientUsages?.length);
  if (!groups.length) warnings.push({ message: "No ingredients were found" });

  const steps: RecipeParseResponse["steps"] = [];
  const instructionGroups = source.instructionGroups
    .filter((group) => group.steps.length)
    .map((group) => ({
      id: crypto.randomUUID(),
      title: group.title,
      instructions: group.steps.slice(0, RECIPE_LIMITS.stepsPerGroup).map((text) => {
        const id = crypto.randomUUID();
        steps.push({ id, text });
        return { id, content: stepContent(text, context.catalogue) };
      }),
    }));
  if (!instructionGroups.length) warnings.push({ message: "No instructions were found" });

  const { yieldServings, servingDescription } = readYield(source.yields);
  const times = readTimes(source);
  const video = youtubeVideoId(source.video);
  if (source.video && !video)
    warnings.push({ message: `The video ${source.video} is not on YouTube` });

  const terms = mapTerms(source, context.terms);
  const equipmentUsages: NonNullable<RecipeParseResponse["draft"]["equipmentUsages"]> = [];
  const unknownEquipment: string[] = [];
  for (const name of new Set(source.equipment)) {
    const found = context.equipment.find((row) => row.title.toLowerCase() === name.toLowerCase());
    if (found) equipmentUsages.push({ id: crypto.randomUUID(), equipmentId: found.id });
    else unknownEquipment.push(name);
  }
  if (unknownEquipment.length) {
    warnings.push({ message: `Equipment not in the catalogue: ${unknownEquipment.join(", ")}` });
  }

  return {
    draft: {
      title: title || "Untitled recipe",
      slug: slugify(title) || "imported-recipe",
      description: source.description ? paragraphsFromText(source.description) : null,
      imageUrls: source.images.slice(0, RECIPE_LIMITS.images),
      videoId: video,
      note: source.notes.length ? paragraphsFromText(source.notes.join("\n")) : null,
      legacyRecipeData: context.sourceUrl ? { importedFrom: context.sourceUrl } : null,
      ...times,
      yieldServings,
      servingDescription,
      keywords: [...new Set(source.keywords.map((k) => k.slice(0, 100)))].slice(
        0,
        RECIPE_LIMITS.keywords,
      ),
      mealIds: terms.mealIds,
      foodCategoryIds: terms.foodCategoryIds,
      cuisineIds: terms.cuisineIds,
      dietIds: terms.dietIds,
      ingredientUsageGroups: groups,
      instructionGroups,
      equipmentUsages,
      // The page's own figures are kept as imported; ours are computed beside them on save.
      ...(source.nutrition
        ? {
            nutrition: {
              hidden: false,
              author: { source: "imported", perServing: source.nutrition },
            },
          }
        : {}),
    },
    lines,
    steps,
    terms: terms.unmatched,
    equipment: unknownEquipment,
    warnings,
    sourceUrl: context.sourceUrl,
  };
}

export function readYield(yields: string[]) {
  let yieldServings: number | null = null;
  let servingDescription: string | null = null;
  for (const text of yields) {
    const number = /(\d+(?:\.\d+)?)/.exec(text);
    if (number && yieldServings === null) yieldServings = Number(number[1]) || null;
    // "4 cups" or "12 cookies" says more than "4" or "4 servings".
    if (!/^\s*(serves\s*)?[\d.\s–-]+(servings?|people|portions)?\s*$/i.test(text))
      servingDescription ??= text.slice(0, 200);
  }
  if (servingDescription !== null) {
    servingDescription = withoutCount(servingDescription, yieldServings);
  }
  return { yieldServings, servingDescription };
}

/**
 * "Makes about 24 cookies" with a yield of 24 as the noun the count goes with, "cookies": the
 * page puts the yield's number before its description ("Makes: 24 cookies") and scales it,
 * so the number left in the description would be said twice and never scale. Another
 * number ("2 cups" beside a yield of 4) is what one serving holds, and stays.
 */
function withoutCount(text: string, yieldServings: number | null): string {
  const counted =
    /^\s*(?:makes|yields?|serves)?:?\s*(?:about|around|approx\.?)?\s*(\d+(?:\.\d+)?)(?:\s*[-–]\s*\d+(?:\.\d+)?)?\s+(\D.*)$/is.exec(
      text,
    );
  if (!counted || Number(counted[1]) !== yieldServings) return text.trim();
  return counted[2]?.trim() || text.trim();
}

/**
 * The source's times as the recipe keeps them: prep, cook and a time of the creator's own,
 * which the page adds into its total. A source total that is more than prep and cook
 * (resting, rising) leaves the difference as that own time, unnamed ("Other" on the page)
 * since the source does not say what it is; a total alone is the one time there is.
 */
export function readTimes(
  source: Pick<SourceRecipe, "prepMinutes" | "cookMinutes" | "totalMinutes">,
) {
  const prep = source.prepMinutes;
  const cook = source.cookMinutes;
  const total = source.totalMinutes;
  const stated = (prep ?? 0) + (cook ?? 0);
  let custom: { label: string | null; minutes: number } | null = null;
  if (total !== null && prep === null && cook === null) custom = { label: "Total", minutes: total };
  else if (total !== null && total > stated) custom = { label: null, minutes: total - stated };
  return {
    prepTimeMinutes: prep,
    cookTimeMinutes: cook,
    customTimeLabel: custom?.label ?? null,
    customTimeMinutes: custom?.minutes ?? null,
  };
}

const termKey = (title: string) => title.toLowerCase().replace(/[^a-z0-9]/g, "");

function mapTerms(source: SourceRecipe, site: SiteTerms | null) {
  const unmatched = { categories: [] as string[], cuisines: [] as string[], diets: [] as string[] };
  const ids = {
    mealIds: [] as string[],
    foodCategoryIds: [] as string[],
    cuisineIds: [] as string[],
    dietIds: [] as string[],
  };
  const find = (list: Term[], name: string) =>
    list.find((row) => termKey(row.title) === termKey(name));
  for (const name of new Set(source.categories)) {
    const meal = site ? find(site.meals, name) : undefined;
    const category = site ? find(site.foodCategories, name) : undefined;
    if (meal) ids.mealIds.push(meal.id);
    else if (category) ids.foodCategoryIds.push(category.id);
    else unmatched.categories.push(name);
  }
  for (const name of new Set(source.cuisines)) {
    const found = site ? find(site.cuisines, name) : undefined;
    if (found) ids.cuisineIds.push(found.id);
    else unmatched.cuisines.push(name);
  }
  for (const name of new Set(source.diets)) {
    const found = site ? find(site.diets, name) : undefined;
    if (found) ids.dietIds.push(found.id);
    else unmatched.diets.push(name);
  }
  return { ...ids, unmatched };
}
