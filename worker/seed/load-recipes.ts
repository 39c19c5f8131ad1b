import { plainText } from "@schema/content/rich-text";
import { contributors, recipeContributors } from "@schema/db/contributors";
import { equipmentUsages } from "@schema/db/recipe-equipment";
import { ingredientUsageGroups, ingredientUsages } from "@schema/db/recipe-ingredients";
import { instructionGroups, instructionImages, instructions } from "@schema/db/recipe-instructions";
import { recipeNutrition } from "@schema/db/recipe-nutrition";
import {
  recipeCuisines,
  recipeDiets,
  recipeFoodCategories,
  recipeMeals,
  recipeMethods,
  recipeTags,
} from "@schema/db/recipe-taxonomies";
import { recipeImages, recipes } from "@schema/db/recipes";
import type { LabelledLine } from "../services/nutrition/recipe-label";
import { seedNutritionLabel } from "../services/nutrition/seed-label";
import type { SeedImages } from "./load-images";
import type { SeedPlan } from "./load-plan";
import type { ReferenceLookup } from "./load-reference";
import { daysBefore, optionalRichText, seedRichText } from "./load-text";
import type { ImageSeed, IngredientSeed, RecipeSeed, TaxonomyKind } from "./types";

/** What planning a site's recipes needs from the site around them. */
export type SiteScope = {
  now: Date;
  plan: SeedPlan;
  images: SeedImages;
  ref: ReferenceLookup;
  siteId: string;
  siteSlug: string;
  ownerId: string;
  contributorIds: ReadonlyMap<string, string>;
};

const taxonomyJoins = [
  ["tags", "tags", recipeTags],
  ["methods", "methods", recipeMethods],
  ["categories", "foodCategories", recipeFoodCategories],
  ["meals", "meals", recipeMeals],
  ["cuisines", "cuisines", recipeCuisines],
  ["diets", "diets", recipeDiets],
] as const satisfies readonly (readonly [keyof RecipeSeed, TaxonomyKind, unknown])[];

/** Plans one recipe with all its parts; returns its id. */
export function planRecipe(scope: SiteScope, recipe: RecipeSeed): string {
  const { plan, ref, siteId } = scope;
  const where = `recipe "${scope.siteSlug}/${recipe.slug}"`;
  const recipeId = crypto.randomUUID();

  // Line ids first: any text of the recipe may point at a line with [[@key]].
  const usageIds = new Map<string, string>();
  const lines = recipe.ingredientGroups.map((group) =>
    group.items.map((item) => {
      const id = crypto.randomUUID();
      const key = item.key ?? item.ingredient;
      if (key !== undefined) {
        if (usageIds.has(key))
          throw new Error(`Seed: ${where} has two ingredient lines keyed "${key}"`);
        usageIds.set(key, id);
      }
      return { id, item };
    }),
  );
  const text = (markup: string | undefined, part: string) =>
    optionalRichText(markup, `${where} ${part}`, ref, usageIds);

  const searchIngredients = new Set<string>();
  const labelledLines: { row: LabelledLine; ingredient: IngredientSeed | null }[] = [];
  recipe.ingredientGroups.forEach((group, groupIndex) => {
    const groupId = crypto.randomUUID();
    plan.add(ingredientUsageGroups, [
      {
        id: groupId,
        recipeId,
        position: groupIndex,
        title: group.title ?? null,
        note: text(group.note, `ingredient group ${groupIndex + 1} note`),
      },
    ]);
    plan.add(
      ingredientUsages,
      (lines[groupIndex] ?? []).map(({ id, item }, position) => {
        const ingredient = item.ingredient ? ref.ingredient(item.ingredient, where) : null;
        if (!ingredient && !item.title) {
          throw new Error(
            `Seed: ${where} has an ingredient line with neither ingredient nor title`,
          );
        }
        if (item.title) searchIngredients.add(item.title);
        if (ingredient) searchIngredients.add(ingredient.title);
        const [quantityMin, quantityMax] = Array.isArray(item.qty)
          ? item.qty
          : [item.qty ?? null, null];
        const part = `ingredient line "${item.key ?? item.ingredient ?? item.title}"`;
        const row = {
          id,
          recipeId,
          groupId,
          position,
          quantityMin,
          quantityMax,
          unitId: item.unit ? ref.unitId(item.unit, where) : null,
          ingredientId: ingredient?.id ?? null,
          preparation: text(item.preparation, `${part} preparation`),
          ingredientTitleOverride: item.title ?? null,
          link: item.link ?? null,
          note: text(item.note, `${part} note`),
        };
        labelledLines.push({ row, ingredient });
        return row;
      }),
    );
  });
  plan.add(recipeNutrition, [
    {
      recipeId,
      label: seedNutritionLabel(labelledLines, ref.units, recipe.yieldServings),
      computedAt: scope.now,
    },
  ]);

  recipe.instructionGroups.forEach((group, groupIndex) => {
    const groupId = crypto.randomUUID();
    plan.add(instructionGroups, [
      {
        id: groupId,
        recipeId,
        position: groupIndex,
        title: group.title ?? null,
        note: text(group.note, `instruction group ${groupIndex + 1} note`),
      },
    ]);
    group.steps.forEach((step, position) => {
      const id = crypto.randomUUID();
      const part = `step ${groupIndex + 1}.${position + 1}`;
      plan.add(instructions, [
        {
          id,
          recipeId,
          groupId,
          position,
          content: text(step.text, part),
          timerMinutes: step.timerMinutes ?? null,
          note: text(step.note, `${part} note`),
          videoId: null,
        },
      ]);
      if (step.image) {
        const imageId = scope.images.add(step.image, "step", { siteId, uploaderId: scope.ownerId });
        plan.add(instructionImages, [{ instructionId: id, imageId, position: 0 }]);
      }
    });
  });

  plan.add(
    equipmentUsages,
    (recipe.equipment ?? []).map((use, position) => ({
      recipeId,
      position,
      equipmentId: ref.equipmentId(use.slug, where),
      link: use.link ?? null,
      note: use.note ?? null,
    })),
  );

  plan.add(
    recipeImages,
    recipe.images.map((image, position) => ({
      recipeId,
      imageId: scope.images.add(image, "recipe", { siteId, uploaderId: scope.ownerId }),
      position,
    })),
  );

  for (const [field, kind, table] of taxonomyJoins) {
    const slugs = recipe[field] ?? [];
    plan.add(
      table,
      [...new Set(slugs)].map((slug) => ({
        recipeId,
        taxonomyId: ref.taxonomyId(kind, slug, where),
      })),
    );
  }

  plan.add(
    recipeContributors,
    (recipe.contributors ?? []).map((name, position) => {
      const contributorId = scope.contributorIds.get(name);
      if (!contributorId) throw new Error(`Seed: ${where} refers to unknown contributor "${name}"`);
      return { recipeId, contributorId, position };
    }),
  );

  const description = seedRichText(recipe.description, `${where} description`, ref, usageIds);
  const keywords = recipe.keywords ?? [];
  const createdAt = daysBefore(scope.now, recipe.publishedDaysAgo);
  plan.add(recipes, [
    {
      id: recipeId,
      siteId,
      slug: recipe.slug,
      title: recipe.title,
      description,
      storyExcerpt: recipe.storyExcerpt ?? null,
      storyMore: recipe.storyMore ?? null,
      note: text(recipe.note, "note"),
      legacyRecipeData: null,
      privacySetting: recipe.privacy ?? "public",
      prepTimeMinutes: recipe.prepTimeMinutes ?? null,
      cookTimeMinutes: recipe.cookTimeMinutes ?? null,
      customTimeLabel: recipe.customTimeLabel ?? null,
      customTimeMinutes: recipe.customTimeMinutes ?? null,
      yieldServings: recipe.yieldServings,
      servingDescription: recipe.servingDescription ?? null,
      difficultyLevel: recipe.difficulty ?? null,
      videoId: recipe.videoId ?? null,
      keywords,
      publishedAt: recipe.status === "draft" ? null : createdAt,
      newsletterNote: null,
      searchDescription: plainText(description),
      searchIngredients: [...searchIngredients].join(" "),
      searchKeywords: keywords.join(" "),
      createdAt,
      updatedAt: createdAt,
    },
  ]);
  return recipeId;
}

/** A site's contributors, planned before its recipes so recipes can credit them by name. */
export function planContributors(
  scope: Omit<SiteScope, "contributorIds">,
  list: readonly { name: string; bio?: string; image?: ImageSeed; links?: string[] }[],
): Map<string, string> {
  const ids = new Map<string, string>();
  scope.plan.add(
    contributors,
    list.map((person, position) => {
      if (ids.has(person.name)) {
        throw new Error(`Seed: site "${scope.siteSlug}" lists contributor "${person.name}" twice`);
      }
      const id = crypto.randomUUID();
      ids.set(person.name, id);
      return {
        id,
        siteId: scope.siteId,
        name: person.name,
        bio: person.bio ?? null,
        links: person.links ?? [],
        imageId: person.image
          ? scope.images.add(person.image, "contributor", {
              siteId: scope.siteId,
              uploaderId: scope.ownerId,
            })
          : null,
        position,
        createdAt: scope.now,
      };
    }),
  );
  return ids;
}
