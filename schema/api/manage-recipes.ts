import { z } from "zod";
import { slug } from "./common";
import {
  idList,
  imageCrop,
  linkUrl,
  optionalRichText,
  optionalText,
  videoId,
} from "./manage-fields";
import { newsletterRequestBody } from "./newsletters";
import { storyAudioKey } from "./story-audio";

/**
 * The recipe write shape (docs/spec/platform-and-kitchen.md §3) used by POST/PUT
 * manage/{siteSlug}/recipes and the publish call, and by the kitchen's recipe editor.
 *
 * Ids of groups, lines, steps and equipment usages are optional: the editor may mint them
 * (crypto.randomUUID) so rich text can point at a line before its first save
 * (ingredient-usage-reference nodes); lines sent without one get a new id. An id already
 * used by another recipe is refused.
 */

// Sizes generous for any real recipe and small enough that one save stays one modest batch.
export const RECIPE_LIMITS = {
  groups: 50,
  linesPerGroup: 200,
  stepsPerGroup: 200,
  imagesPerStep: 20,
  images: 50,
  equipment: 100,
  taxonomyTerms: 100,
  keywords: 100,
  contributors: 50,
  /** Across all groups: keeps one save a batch of at most a couple of hundred statements. */
  lines: 500,
  steps: 300,
} as const;

const minutes = z.number().int().nonnegative().max(100_000).nullable().optional();
const quantity = z.number().finite().nonnegative().max(1_000_000).nullable().optional();
const groupTitle = z.string().trim().min(1).max(200).nullable().optional();

/** A USDA SR26 food by its NDB number (five digits, leading zeros kept). */
export const foodNdb = z.string().regex(/^\d{5}$/, "A USDA NDB number: five digits");

// Per serving; bounds far above any dish (a serving of 50,000 kcal is a typing slip).
const nutrientFigure = (max: number) => z.number().finite().nonnegative().max(max);
const optionalFigure = (max: number) => nutrientFigure(max).nullable().optional();

/** The author's own figures per serving; calories are required, the rest as given. */
export const authorNutrientsBody = z.object({
  calories: nutrientFigure(50_000),
  fat: optionalFigure(5_000),
  saturatedFat: optionalFigure(5_000),
  cholesterol: optionalFigure(100_000),
  sodium: optionalFigure(100_000),
  carbohydrate: optionalFigure(5_000),
  fiber: optionalFigure(5_000),
  sugars: optionalFigure(5_000),
  protein: optionalFigure(5_000),
  calcium: optionalFigure(100_000),
  iron: optionalFigure(10_000),
  potassium: optionalFigure(100_000),
  vitaminD: optionalFigure(10_000),
});
export type AuthorNutrientsBody = z.infer<typeof authorNutrientsBody>;

/**
 * The creator's nutrition choices. Left out of a save, the stored ones stay (API clients
 * that know nothing of nutrition keep the author's figures); sent, they replace them.
 */
export const recipeNutritionBody = z.object({
  hidden: z.boolean().default(false),
  author: z
    .object({
      source: z.enum(["author", "imported"]).default("author"),
      perServing: authorNutrientsBody,
    })
    .nullable()
    .default(null),
});
export type RecipeNutritionBody = z.infer<typeof recipeNutritionBody>;

export const ingredientUsageBody = z.object({
  id: z.uuid().optional(),
  quantityMin: quantity,
  quantityMax: quantity,
  unitId: z.uuid().nullable().optional(),
  ingredientId: z.uuid().nullable().optional(),
  preparation: optionalRichText,
  ingredientTitleOverride: optionalText(200),
  link: linkUrl.nullable().optional(),
  note: optionalRichText,
  /** Counts this line as another USDA food than its ingredient's match. */
  foodNdb: foodNdb.nullable().optional(),
});

export const ingredientUsageGroupBody = z.object({
  id: z.uuid().optional(),
  title: groupTitle,
  note: optionalRichText,
  ingredientUsages: z.array(ingredientUsageBody).max(RECIPE_LIMITS.linesPerGroup).default([]),
});

export const instructionBody = z.object({
  id: z.uuid().optional(),
  content: optionalRichText,
  timerMinutes: minutes,
  note: optionalRichText,
  videoId: videoId.nullable().optional(),
  imageIds: idList(RECIPE_LIMITS.imagesPerStep).default([]),
});

export const instructionGroupBody = z.object({
  id: z.uuid().optional(),
  title: groupTitle,
  note: optionalRichText,
  instructions: z.array(instructionBody).max(RECIPE_LIMITS.stepsPerGroup).default([]),
});

export const equipmentUsageBody = z.object({
  id: z.uuid().optional(),
  equipmentId: z.uuid(),
  link: linkUrl.nullable().optional(),
  note: optionalText(2000),
  imageOverrideId: z.uuid().nullable().optional(),
  equipmentTitleOverride: optionalText(200),
});

export const recipeImageBody = z.object({
  id: z.uuid(),
  crop: imageCrop.nullable().optional(),
});

const legacyRecipeData = z
  .looseObject({ content: z.string().optional() })
  .refine((value) => JSON.stringify(value).length <= 500_000, "Too large")
  .nullable()
  .optional();

export const recipeBody = z
  .object({
    // Empty on a draft that has none yet ("New recipe" makes one at once, and its field then
    // starts empty, not holding a placeholder the author would type after).
    title: z
      .string()
      .trim()
      .max(200)
      .describe("The recipe's title; a draft may have none yet, publishing needs one"),
    slug,
    description: optionalRichText,
    images: z
      .array(recipeImageBody)
      .max(RECIPE_LIMITS.images)
      .default([])
      .superRefine((images, ctx) => {
        const seen = new Set<string>();
        images.forEach((image, index) => {
          if (seen.has(image.id))
            ctx.addIssue({ code: "custom", message: "Listed twice", path: [index, "id"] });
          seen.add(image.id);
        });
      }),
    videoId: videoId.nullable().optional(),
    storyExcerpt: optionalText(5_000),
    storyMore: optionalText(100_000),
    storyAudioKey,
    note: optionalRichText,
    legacyRecipeData,
    privacySetting: z.enum(["public", "subscribers_only"]).default("public"),
    prepTimeMinutes: minutes,
    cookTimeMinutes: minutes,
    customTimeLabel: optionalText(100),
    customTimeMinutes: minutes,
    yieldServings: z.number().finite().positive().max(10_000).nullable().optional(),
    servingDescription: optionalText(200),
    difficultyLevel: z.enum(["easy", "medium", "hard"]).nullable().optional(),
    tagIds: idList(RECIPE_LIMITS.taxonomyTerms).default([]),
    methodIds: idList(RECIPE_LIMITS.taxonomyTerms).default([]),
    foodCategoryIds: idList(RECIPE_LIMITS.taxonomyTerms).default([]),
    mealIds: idList(RECIPE_LIMITS.taxonomyTerms).default([]),
    cuisineIds: idList(RECIPE_LIMITS.taxonomyTerms).default([]),
    dietIds: idList(RECIPE_LIMITS.taxonomyTerms).default([]),
    keywords: z.array(z.string().trim().min(1).max(100)).max(RECIPE_LIMITS.keywords).default([]),
    ingredientUsageGroups: z.array(ingredientUsageGroupBody).max(RECIPE_LIMITS.groups).default([]),
    instructionGroups: z.array(instructionGroupBody).max(RECIPE_LIMITS.groups).default([]),
    equipmentUsages: z.array(equipmentUsageBody).max(RECIPE_LIMITS.equipment).default([]),
    contributorIds: idList(RECIPE_LIMITS.contributors).default([]),
    nutrition: recipeNutritionBody.optional(),
  })
  .superRefine((recipe, ctx) => {
    // One id names one thing: two lines (or steps, groups, equipment) sharing an id would
    // collide on the primary key, and a reference to it would be ambiguous.
    const seen = new Set<string>();
    const check = (id: string | undefined, path: (string | number)[]) => {
      if (!id) return;
      if (seen.has(id)) ctx.addIssue({ code: "custom", message: "Id used twice", path });
      seen.add(id);
    };
    recipe.ingredientUsageGroups.forEach((group, g) => {
      check(group.id, ["ingredientUsageGroups", g, "id"]);
      group.ingredientUsages.forEach((usage, u) => {
        check(usage.id, ["ingredientUsageGroups", g, "ingredientUsages", u, "id"]);
      });
    });
    recipe.instructionGroups.forEach((group, g) => {
      check(group.id, ["instructionGroups", g, "id"]);
      group.instructions.forEach((step, s) => {
        check(step.id, ["instructionGroups", g, "instructions", s, "id"]);
      });
    });
    const lines = recipe.ingredientUsageGroups.flatMap((group) => group.ingredientUsages);
    if (lines.length > RECIPE_LIMITS.lines) {
      ctx.addIssue({
        code: "custom",
        message: `At most ${RECIPE_LIMITS.lines} ingredient lines`,
        path: ["ingredientUsageGroups"],
      });
    }
    const steps = recipe.instructionGroups.flatMap((group) => group.instructions);
    if (steps.length > RECIPE_LIMITS.steps) {
      ctx.addIssue({
        code: "custom",
        message: `At most ${RECIPE_LIMITS.steps} steps`,
        path: ["instructionGroups"],
      });
    }
    recipe.equipmentUsages.forEach((usage, e) => {
      check(usage.id, ["equipmentUsages", e, "id"]);
    });
  });

export type RecipeBody = z.infer<typeof recipeBody>;

export const UNNAMED_LINE = "Choose an ingredient or type its name, or remove this line";
export const UNTITLED_RECIPE = "Give the recipe a title";

/**
 * What a live recipe may not hold, beyond the write shape: no title, or an ingredient line
 * with neither an ingredient nor a name. A draft may (the author is still filling it in);
 * publishing or updating a published recipe is refused, since its page would have no name,
 * or would hide the line and still count it. The editor runs the same check before it sends.
 */
export function unpublishableIssues(
  body: Pick<RecipeBody, "title" | "ingredientUsageGroups">,
): { path: (string | number)[]; message: string }[] {
  const title = body.title.trim() ? [] : [{ path: ["title"], message: UNTITLED_RECIPE }];
  return [...title, ...unnamedLines(body)];
}

function unnamedLines(body: Pick<RecipeBody, "ingredientUsageGroups">) {
  return body.ingredientUsageGroups.flatMap((group, g) =>
    group.ingredientUsages.flatMap((line, u) =>
      line.ingredientId || line.ingredientTitleOverride?.trim()
        ? []
        : [
            {
              path: ["ingredientUsageGroups", g, "ingredientUsages", u, "ingredientId"],
              message: UNNAMED_LINE,
            },
          ],
    ),
  );
}
export type RecipeBodyInput = z.input<typeof recipeBody>;

/** POST manage/{siteSlug}/recipes/{recipeId}/publish: the recipe, saved, then published. */
export const publishRecipeBody = recipeBody.safeExtend({
  newsletter: newsletterRequestBody.nullable().optional(),
});

export const recipeParam = z.object({ siteSlug: slug, recipeId: z.uuid() });

/** GET manage/{siteSlug}/recipes */
export const recipeListQuery = z.object({
  query: z.string().trim().max(200).optional(),
  status: z.enum(["draft", "published"]).optional(),
  /** `rating`: best average first; `ratings`: most rated first (unrated last in both). */
  sort: z.enum(["updated", "published", "title", "rating", "ratings"]).default("updated"),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/* The read shapes are zod schemas in ./answers/manage-recipes.ts, the OpenAPI document's;
   their types are re-exported here. */
export type {
  ManageRecipe,
  ManageRecipeCard,
  ManageRecipeListItem,
  ManageRecipeListResponse,
  ManageRecipeResponse,
  PublishedRecipesResponse,
  PublishRecipeResponse,
} from "./answers/manage-recipes";
