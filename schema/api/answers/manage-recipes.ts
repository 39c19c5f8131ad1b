import { z } from "zod";
import { newsletterSendView } from "./newsletters";
import { imageCrop, imageView, privacySetting, recipeCard, richText } from "./public-read";
import { authorNutrientsView } from "./recipe-nutrition";

/**
 * Answer shapes of the kitchen's recipes. Only the worker loads these schemas (see
 * ./public-read.ts for why); ../manage-recipes.ts re-exports the types.
 */

const recipeStatus = z.enum(["draft", "published"]);

const ingredientUsage = z.object({
  id: z.uuid(),
  quantityMin: z.number().nullable(),
  quantityMax: z.number().nullable(),
  unitId: z.uuid().nullable(),
  ingredientId: z.uuid().nullable(),
  preparation: richText.nullable(),
  ingredientTitleOverride: z.string().nullable(),
  link: z.string().nullable(),
  note: richText.nullable(),
  foodNdb: z
    .string()
    .nullable()
    .describe("The USDA food this line counts as, when not its ingredient's"),
});

const instruction = z.object({
  id: z.uuid(),
  content: richText.nullable(),
  timerMinutes: z.number().nullable(),
  note: richText.nullable(),
  videoId: z.string().nullable(),
  imageIds: z.array(z.uuid()),
});

const equipmentUsage = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  link: z.string().nullable(),
  note: z.string().nullable(),
  imageOverrideId: z.uuid().nullable(),
  equipmentTitleOverride: z.string().nullable(),
});

/**
 * A recipe as the editor loads it: exactly the write shape (every id filled in, every
 * absent value null), so what the editor saves is what it read, plus what the server owns.
 */
export const manageRecipe = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  description: richText.nullable(),
  images: z.array(z.object({ id: z.uuid(), crop: imageCrop.nullable() })),
  videoId: z.string().nullable(),
  storyExcerpt: z.string().nullable(),
  storyMore: z.string().nullable(),
  storyAudioKey: z
    .string()
    .nullable()
    .describe("The story read aloud: a key from POST manage/{siteSlug}/audio-upload-urls"),
  note: richText.nullable(),
  legacyRecipeData: z
    .looseObject({ content: z.string().optional() })
    .nullable()
    .describe("What an import kept of the original recipe"),
  privacySetting,
  prepTimeMinutes: z.number().nullable(),
  cookTimeMinutes: z.number().nullable(),
  customTimeLabel: z.string().nullable(),
  customTimeMinutes: z.number().nullable(),
  yieldServings: z.number().nullable(),
  servingDescription: z.string().nullable(),
  difficultyLevel: z.enum(["easy", "medium", "hard"]).nullable(),
  tagIds: z.array(z.uuid()),
  methodIds: z.array(z.uuid()),
  foodCategoryIds: z.array(z.uuid()),
  mealIds: z.array(z.uuid()),
  cuisineIds: z.array(z.uuid()),
  dietIds: z.array(z.uuid()),
  keywords: z.array(z.string()),
  ingredientUsageGroups: z.array(
    z.object({
      id: z.uuid(),
      title: z.string().nullable(),
      note: richText.nullable(),
      ingredientUsages: z.array(ingredientUsage),
    }),
  ),
  instructionGroups: z.array(
    z.object({
      id: z.uuid(),
      title: z.string().nullable(),
      note: richText.nullable(),
      instructions: z.array(instruction),
    }),
  ),
  equipmentUsages: z.array(equipmentUsage),
  contributorIds: z.array(z.uuid()),
  nutrition: z
    .object({
      hidden: z.boolean(),
      author: z
        .object({ source: z.enum(["author", "imported"]), perServing: authorNutrientsView })
        .nullable(),
    })
    .describe(
      "The creator's nutrition choices; the computed label is the nutrition-preview call's",
    ),
  status: recipeStatus,
  publishedAt: z.iso.datetime().nullable(),
  schedule: z
    .object({ publishAt: z.iso.datetime(), timeZone: z.string() })
    .nullable()
    .describe("Set: the draft publishes itself then (the Scheduled page's schedule)"),
  newsletterNote: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  imageViews: z
    .array(imageView)
    .describe("Every picture the recipe names (cover, steps, equipment overrides), for thumbnails"),
});
export type ManageRecipe = z.infer<typeof manageRecipe>;

/** GET, POST, PUT manage/{siteSlug}/recipes[/{recipeId}], publish and unpublish. */
export const manageRecipeResponse = z.object({ recipe: manageRecipe });
export type ManageRecipeResponse = z.infer<typeof manageRecipeResponse>;

/** The publish call's answer: the send it started when a newsletter came with it. */
export const publishRecipeResponse = manageRecipeResponse.extend({
  newsletterSend: newsletterSendView
    .nullable()
    .describe("The newsletter send the publish started, when one was asked for"),
});
export type PublishRecipeResponse = z.infer<typeof publishRecipeResponse>;

/** A row of the kitchen's recipe list: the public card plus what an author sorts by. */
export const manageRecipeCard = recipeCard.extend({
  status: recipeStatus,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ManageRecipeCard = z.infer<typeof manageRecipeCard>;

/** A row of the kitchen's recipe list: a card, and when a draft is set to publish itself. */
export const manageRecipeListItem = manageRecipeCard.extend({
  scheduledFor: z.iso
    .datetime()
    .nullable()
    .describe("Set: the draft publishes itself then (the Scheduled page's schedule)"),
});
export type ManageRecipeListItem = z.infer<typeof manageRecipeListItem>;

export const manageRecipeListResponse = z.object({
  recipes: z.array(manageRecipeListItem),
  total: z.number().int().describe("Matching recipes in all pages"),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ManageRecipeListResponse = z.infer<typeof manageRecipeListResponse>;

/** GET manage/{siteSlug}/published-recipes: every published recipe, for pickers. */
export const publishedRecipesResponse = z.object({
  recipes: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      title: z.string(),
      publishedAt: z.iso.datetime(),
      image: imageView.nullable(),
    }),
  ),
});
export type PublishedRecipesResponse = z.infer<typeof publishedRecipesResponse>;
