import type { RecipeBody } from "@schema/api/manage-recipes";
import { plainText } from "@schema/content/rich-text";
import type { recipeContributors } from "@schema/db/contributors";
import type { equipmentUsages } from "@schema/db/recipe-equipment";
import type { ingredientUsageGroups, ingredientUsages } from "@schema/db/recipe-ingredients";
import type {
  instructionGroups,
  instructionImages,
  instructions,
} from "@schema/db/recipe-instructions";
import {
  recipeCuisines,
  recipeDiets,
  recipeFoodCategories,
  recipeMeals,
  recipeMethods,
  recipeTags,
} from "@schema/db/recipe-taxonomies";
import type { recipeImages, recipes } from "@schema/db/recipes";

/** The six filter id lists of the write shape and the join table each lands in. */
export const taxonomyLinks = [
  ["tagIds", recipeTags, "tag"],
  ["methodIds", recipeMethods, "method"],
  ["foodCategoryIds", recipeFoodCategories, "foodCategory"],
  ["mealIds", recipeMeals, "meal"],
  ["cuisineIds", recipeCuisines, "cuisine"],
  ["dietIds", recipeDiets, "diet"],
] as const;

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** Every row a recipe body becomes, ids settled (kept when sent, minted when not). Pure. */
export type RecipeRows = {
  recipe: Omit<Insert<typeof recipes>, "id" | "siteId" | "createdAt" | "updatedAt">;
  ingredientUsageGroups: Insert<typeof ingredientUsageGroups>[];
  ingredientUsages: Insert<typeof ingredientUsages>[];
  instructionGroups: Insert<typeof instructionGroups>[];
  instructions: Insert<typeof instructions>[];
  instructionImages: Insert<typeof instructionImages>[];
  equipmentUsages: Insert<typeof equipmentUsages>[];
  recipeImages: Insert<typeof recipeImages>[];
  taxonomies: { table: (typeof taxonomyLinks)[number][1]; rows: Insert<typeof recipeTags>[] }[];
  contributors: Insert<typeof recipeContributors>[];
};

/**
 * `ingredientTitles` maps catalogue ingredient ids to titles: the search text indexes the
 * names a visitor would type, whether the line names a catalogue entry or its own title.
 */
export function recipeRows(
  recipeId: string,
  body: RecipeBody,
  ingredientTitles: ReadonlyMap<string, string>,
): RecipeRows {
  const mint = (id: string | undefined) => id ?? crypto.randomUUID();
  const rows: RecipeRows = {
    recipe: {
      slug: body.slug,
      title: body.title,
      description: body.description ?? null,
      storyExcerpt: body.storyExcerpt ?? null,
      storyMore: body.storyMore ?? null,
      storyAudioKey: body.storyAudioKey ?? null,
      note: body.note ?? null,
      legacyRecipeData: body.legacyRecipeData ?? null,
      privacySetting: body.privacySetting,
      prepTimeMinutes: body.prepTimeMinutes ?? null,
      cookTimeMinutes: body.cookTimeMinutes ?? null,
      customTimeLabel: body.customTimeLabel ?? null,
      customTimeMinutes: body.customTimeMinutes ?? null,
      yieldServings: body.yieldServings ?? null,
      servingDescription: body.servingDescription ?? null,
      difficultyLevel: body.difficultyLevel ?? null,
      videoId: body.videoId ?? null,
      keywords: body.keywords,
      searchDescription: plainText(body.description),
      searchIngredients: "",
      searchKeywords: body.keywords.join(" "),
    },
    ingredientUsageGroups: [],
    ingredientUsages: [],
    instructionGroups: [],
    instructions: [],
    instructionImages: [],
    equipmentUsages: [],
    recipeImages: body.images.map((image, position) => ({
      recipeId,
      imageId: image.id,
      position,
      crop: image.crop ?? null,
    })),
    taxonomies: taxonomyLinks.map(([field, table]) => ({
      table,
      rows: body[field].map((taxonomyId) => ({ recipeId, taxonomyId })),
    })),
    contributors: body.contributorIds.map((contributorId, position) => ({
      recipeId,
      contributorId,
      position,
    })),
  };

  const searchIngredients = new Set<string>();
  body.ingredientUsageGroups.forEach((group, groupPosition) => {
    const groupId = mint(group.id);
    rows.ingredientUsageGroups.push({
      id: groupId,
      recipeId,
      position: groupPosition,
      title: group.title ?? null,
      note: group.note ?? null,
    });
    group.ingredientUsages.forEach((usage, position) => {
      const title = usage.ingredientId ? ingredientTitles.get(usage.ingredientId) : undefined;
      if (title) searchIngredients.add(title);
      if (usage.ingredientTitleOverride) searchIngredients.add(usage.ingredientTitleOverride);
      rows.ingredientUsages.push({
        id: mint(usage.id),
        recipeId,
        groupId,
        position,
        quantityMin: usage.quantityMin ?? null,
        quantityMax: usage.quantityMax ?? null,
        unitId: usage.unitId ?? null,
        ingredientId: usage.ingredientId ?? null,
        preparation: usage.preparation ?? null,
        ingredientTitleOverride: usage.ingredientTitleOverride ?? null,
        link: usage.link ?? null,
        foodNdb: usage.foodNdb ?? null,
        note: usage.note ?? null,
      });
    });
  });
  rows.recipe.searchIngredients = [...searchIngredients].join(" ");

  body.instructionGroups.forEach((group, groupPosition) => {
    const groupId = mint(group.id);
    rows.instructionGroups.push({
      id: groupId,
      recipeId,
      position: groupPosition,
      title: group.title ?? null,
      note: group.note ?? null,
    });
    group.instructions.forEach((step, position) => {
      const id = mint(step.id);
      rows.instructions.push({
        id,
        recipeId,
        groupId,
        position,
        content: step.content ?? null,
        timerMinutes: step.timerMinutes ?? null,
        note: step.note ?? null,
        videoId: step.videoId ?? null,
      });
      step.imageIds.forEach((imageId, imagePosition) => {
        rows.instructionImages.push({ instructionId: id, imageId, position: imagePosition });
      });
    });
  });

  rows.equipmentUsages = body.equipmentUsages.map((usage, position) => ({
    id: mint(usage.id),
    recipeId,
    position,
    equipmentId: usage.equipmentId,
    link: usage.link ?? null,
    note: usage.note ?? null,
    imageOverrideId: usage.imageOverrideId ?? null,
    equipmentTitleOverride: usage.equipmentTitleOverride ?? null,
  }));
  return rows;
}
