import type { IngredientView } from "@schema/api/public-read";
import type { MeasurementSystem } from "../../../web/app/lib/recipe/convert";
import { isVisibleUsage } from "../../../web/app/lib/recipe-page/recipe-content";
import { ApiError, notFound } from "../../errors";
import type { SiteDatabases } from "../../lib/site-databases";
import type { Session } from "../identity/sessions";
import { fullRecipe, readRecipePage } from "../recipes/detail";
import { forViewer, NO_RIGHTS, recipeAccess, viewerOn } from "../recipes/entitlement";
import { unitView } from "../recipes/unit-views";
import { aisleOfIngredient } from "./aisles";
import { type Catalogue, type Line, lineOfUsage } from "./merge";

export type RecipeToAdd = {
  siteSlug: string;
  recipeSlug: string;
  scale: number;
  system: MeasurementSystem;
};

/**
 * A recipe's ingredient lines as list lines, read as its page reads it for this viewer: the
 * same batch, the same paywall. A subscriber-only recipe the viewer may not read adds
 * nothing (403), not even the few lines its preview shows: the list is for cooking the whole
 * recipe. A session of another site is nobody on this one (viewerOn), as on the page.
 * Drafts and unknown recipes are 404, as on the page.
 */
export async function recipeLines(
  databases: SiteDatabases,
  session: Session | null,
  add: RecipeToAdd,
): Promise<{ lines: Line[]; catalogue: Catalogue }> {
  // Wherever the recipe's site lives: the list is the platform's, its recipes any site's.
  const read = await readRecipePage(databases, add, session?.user.id ?? null);
  if (!read.siteId) throw notFound("Site");
  const { recipe } = read;
  if (!recipe?.publishedAt || recipe.publishedAt.getTime() > Date.now()) throw notFound("Recipe");
  const viewer = viewerOn(session, read.siteId);
  const rights = viewer ? read.rights : NO_RIGHTS;
  const access = recipeAccess(recipe.privacySetting, rights, false);
  if (!access.full) {
    throw new ApiError("forbidden", "Subscribe to this site to add this recipe to your list");
  }
  const shown = forViewer(fullRecipe(recipe, read.parts), access);
  const rows = new Map(read.parts.ingredientRows.map((row) => [row.id, row]));
  const source = {
    siteId: read.siteId,
    siteSlug: add.siteSlug,
    recipeId: recipe.id,
    recipeSlug: recipe.slug,
    recipeTitle: recipe.title.slice(0, 300),
  };
  const lines = shown.ingredientUsageGroups
    .flatMap((group) => group.ingredientUsages)
    .filter(isVisibleUsage)
    .map((usage) =>
      lineOfUsage(
        usage,
        {
          multiplier: add.scale,
          system: add.system,
          aisle: aisleOfIngredient(
            usage.ingredient ? (rows.get(usage.ingredient.id) ?? null) : null,
          ),
        },
        source,
      ),
    );
  const ingredients = new Map<string, IngredientView>();
  for (const usage of shown.ingredientUsageGroups.flatMap((g) => g.ingredientUsages)) {
    if (usage.ingredient) ingredients.set(usage.ingredient.id, usage.ingredient);
  }
  return {
    lines,
    catalogue: {
      ingredients,
      units: new Map(read.parts.unitRows.map((row) => [row.id, unitView(row)])),
    },
  };
}

/** Two catalogues as one (the list's lines and the recipe's). */
export const joinCatalogues = (a: Catalogue, b: Catalogue): Catalogue => ({
  ingredients: new Map([...a.ingredients, ...b.ingredients]),
  units: new Map([...a.units, ...b.units]),
});
