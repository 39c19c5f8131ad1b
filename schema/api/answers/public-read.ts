import { z } from "zod";
import { richTextSchema } from "../../content/rich-text";
import { cardRating, ratingSummary } from "./ratings";
import { recipeNutritionView } from "./recipe-nutrition";

/**
 * Answer shapes of the public site calls (docs/spec/platform-and-kitchen.md §7 "Public",
 * docs/spec/visitor-experience.md §3), as zod schemas for the OpenAPI document and its tests. The
 * API builds them (worker/services/recipes/); every site page renders from them. Field names
 * follow the spec.
 *
 * Why a file of its own: the web's browser code imports values from ../public-read.ts, and a
 * bundler keeps every top-level `z.object(…)` of a module it loads (it cannot tell the call is
 * pure). Here, only the worker loads them; ../public-read.ts re-exports the types.
 */

/**
 * A rich-text document (schema/content/rich-text.ts). It, images, units, terms and recipe
 * cards are named once in the document's components (`.meta({ id })`): answers hold many of
 * them, and inlining each would multiply the document's size.
 */
export const richText = richTextSchema.meta({ id: "RichText" });

export const imageCrop = z.object({
  width: z.number(),
  height: z.number(),
  x: z.number(),
  y: z.number(),
});
export type ImageCrop = z.infer<typeof imageCrop>;

export const imageView = z
  .object({
    id: z.uuid(),
    url: z.string().describe('"/media/{key}" on the web host'),
    width: z.number().int(),
    height: z.number().int(),
    lqip: z.string().nullable().describe("A tiny data: URL to show while the image loads"),
    crop: imageCrop.nullable().optional().describe("The creator's crop in source pixels"),
  })
  .meta({ id: "Image" });
export type ImageView = z.infer<typeof imageView>;

export const videoView = z.object({ id: z.string().describe("The video service's id") });
export type VideoView = z.infer<typeof videoView>;

export const storyAudioView = z
  .object({
    url: z.string().describe("The file, served with Range requests"),
    contentType: z.string(),
  })
  .describe("The story read aloud by its creator");
export type StoryAudioView = z.infer<typeof storyAudioView>;

const taxonomyTermFields = z.object({ id: z.uuid(), slug: z.string(), title: z.string() });
export const taxonomyTerm = taxonomyTermFields.meta({ id: "TaxonomyTerm" });
export type TaxonomyTerm = z.infer<typeof taxonomyTerm>;

export const unitView = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    pluralTitle: z.string(),
    abbreviation: z.string().nullable(),
    kind: z.enum(["volume", "weight", "count", "temperature", "length", "size", "other"]),
    system: z.enum(["us", "metric", "neutral"]),
    ml: z.number().nullable().describe("Millilitres in one of it (volume units)"),
    g: z.number().nullable().describe("Grams in one of it (weight units)"),
  })
  .meta({ id: "Unit" });
export type UnitView = z.infer<typeof unitView>;

const measurementMethod = z.enum(["weight", "volume"]);

export const ingredientView = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  pluralTitle: z.string().nullable(),
  gramsPerLiter: z.number().nullable(),
  defaultMetricMeasurementMethod: measurementMethod,
  defaultImperialMeasurementMethod: measurementMethod,
});
export type IngredientView = z.infer<typeof ingredientView>;

export const ingredientUsageView = z.object({
  id: z.uuid(),
  quantityMin: z.number().nullable(),
  quantityMax: z.number().nullable(),
  unit: unitView.nullable(),
  ingredient: ingredientView.nullable(),
  ingredientTitleOverride: z.string().nullable(),
  preparation: richText.nullable(),
  note: richText.nullable(),
  link: z.string().nullable(),
});
export type IngredientUsageView = z.infer<typeof ingredientUsageView>;

export const ingredientUsageGroupView = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  note: richText.nullable(),
  ingredientUsages: z.array(ingredientUsageView),
});
export type IngredientUsageGroupView = z.infer<typeof ingredientUsageGroupView>;

export const instructionView = z.object({
  id: z.uuid(),
  content: richText.nullable(),
  timerMinutes: z.number().nullable(),
  note: richText.nullable(),
  video: videoView.nullable(),
  images: z.array(imageView),
});
export type InstructionView = z.infer<typeof instructionView>;

export const instructionGroupView = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  note: richText.nullable(),
  instructions: z.array(instructionView),
});
export type InstructionGroupView = z.infer<typeof instructionGroupView>;

export const equipmentUsageView = z.object({
  id: z.uuid(),
  equipment: z.object({ id: z.uuid(), title: z.string(), featuredImage: imageView.nullable() }),
  equipmentTitleOverride: z.string().nullable(),
  imageOverride: imageView.nullable(),
  note: z.string().nullable(),
  link: z.string().nullable(),
});
export type EquipmentUsageView = z.infer<typeof equipmentUsageView>;

export const privacySetting = z.enum(["public", "subscribers_only"]);
export type PrivacySetting = z.infer<typeof privacySetting>;

/** A recipe in a grid (cards, sliders, search results). */
const recipeCardFields = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  publishedAt: z.iso
    .datetime()
    .nullable()
    .describe("null: a draft (only the site's managers ever see drafts)"),
  privacySetting,
  images: z.array(imageView).describe("At most the cover on cards"),
  prepTimeMinutes: z.number().nullable(),
  cookTimeMinutes: z.number().nullable(),
  customTimeMinutes: z.number().nullable(),
  categories: z.array(taxonomyTerm),
  cuisines: z.array(taxonomyTerm),
  meals: z.array(taxonomyTerm),
  rating: cardRating
    .nullable()
    .optional()
    .describe("Average stars (one decimal) and count; null when the recipe has no ratings"),
});
export const recipeCard = recipeCardFields.meta({ id: "RecipeCard" });
export type RecipeCard = z.infer<typeof recipeCard>;

/**
 * Who may read the whole recipe. When `full` is false the API has already removed the
 * instructions and notes and kept only the first ingredient lines: the paywall preview.
 */
export const recipeAccess = z
  .object({
    full: z.boolean(),
    reason: z.enum(["public", "paid_subscriber", "manager", "preview", "gift", "locked"]),
  })
  .describe(
    "Who may read the whole recipe. When `full` is false the instructions and notes are " +
      "removed and only the first ingredient lines are kept: the paywall preview. `gift`: " +
      "the viewer was given this one recipe by a paying reader.",
  );
export type RecipeAccess = z.infer<typeof recipeAccess>;

export const recipeDetail = recipeCardFields.extend({
  description: richText.nullable(),
  storyExcerpt: z.string().nullable(),
  storyMore: z.string().nullable(),
  storyAudio: storyAudioView.nullable(),
  note: richText.nullable(),
  video: videoView.nullable(),
  customTimeLabel: z.string().nullable(),
  yieldServings: z.number().nullable(),
  servingDescription: z.string().nullable(),
  difficultyLevel: z.enum(["easy", "medium", "hard"]).nullable(),
  keywords: z.array(z.string()),
  methods: z.array(taxonomyTerm),
  diets: z.array(taxonomyTerm),
  tags: z.array(taxonomyTerm),
  contributors: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      bio: z.string().nullable(),
      image: imageView.nullable(),
      links: z.array(z.string()).describe("Their own pages (schema.org sameAs)"),
    }),
  ),
  ingredientUsageCount: z
    .number()
    .int()
    .describe("Lines of the whole recipe, also when the preview shows fewer"),
  ingredientUsageGroups: z.array(ingredientUsageGroupView),
  instructionGroups: z.array(instructionGroupView),
  equipmentUsages: z.array(equipmentUsageView),
  legacyRecipeData: z.object({ content: z.string() }).nullable(),
  units: z
    .array(unitView)
    .describe(
      "Units named by measurement nodes anywhere in the recipe's rich text, for conversion",
    ),
  updatedAt: z.iso.datetime(),
  nutrition: recipeNutritionView.nullable(),
  access: recipeAccess,
  rating: ratingSummary
    .optional()
    .describe("The recipe's rating; `mine` is the viewer's own stars"),
});
export type RecipeDetail = z.infer<typeof recipeDetail>;

/** GET site/{siteSlug}/recipes/{recipeSlug} */
export const recipeResponse = z.object({
  recipe: recipeDetail,
  moreRecipes: z.array(recipeCard).describe("Other published recipes of the site, to read next"),
});
export type RecipeResponse = z.infer<typeof recipeResponse>;

/** GET site/{siteSlug}/recipes */
export const recipeListResponse = z.object({
  recipes: z.array(recipeCard),
  total: z.number().int().describe("Matching recipes in all pages"),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type RecipeListResponse = z.infer<typeof recipeListResponse>;

export const filterItem = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  recipeCount: z.number().int(),
});
export type FilterItem = z.infer<typeof filterItem>;

/** GET site/{siteSlug}/filters: only terms used by at least one published recipe. */
export const filtersResponse = z.object({
  cuisines: z.array(filterItem),
  meals: z.array(filterItem),
  methods: z.array(filterItem),
  diets: z.array(filterItem),
  tags: z.array(filterItem),
  categories: z.array(filterItem),
});
export type FiltersResponse = z.infer<typeof filtersResponse>;

export const collectionCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: richText.nullable(),
  image: imageView.nullable(),
  video: videoView.nullable(),
  recipeCount: z.number().int().describe("Published recipes in it"),
});
export type CollectionCard = z.infer<typeof collectionCard>;

/** GET site/{siteSlug}/collections */
export const collectionListResponse = z.object({ collections: z.array(collectionCard) });
export type CollectionListResponse = z.infer<typeof collectionListResponse>;

/** GET site/{siteSlug}/collections/{collectionSlug} */
export const collectionResponse = z.object({
  collection: collectionCard.extend({ recipes: z.array(recipeCard) }),
});
export type CollectionResponse = z.infer<typeof collectionResponse>;

/** GET site/{siteSlug}/moved?address=: where an old address of the site leads now. */
export const movedResponse = z.object({
  location: z
    .string()
    .describe("A path on the site, or (a creator's redirect) a whole web address"),
});
export type MovedResponse = z.infer<typeof movedResponse>;

/** GET site/site-recipes and site/site-collections: every published page, for sitemaps. */
export const siteRecipesResponse = z.object({
  siteRecipes: z.array(
    z.object({ siteSlug: z.string(), recipeSlug: z.string(), updatedAt: z.iso.datetime() }),
  ),
});
export type SiteRecipesResponse = z.infer<typeof siteRecipesResponse>;

export const siteCollectionsResponse = z.object({
  siteCollections: z.array(z.object({ siteSlug: z.string(), collectionSlug: z.string() })),
});
export type SiteCollectionsResponse = z.infer<typeof siteCollectionsResponse>;

/** GET site/globals: the catalogues every site shares. */
export const globalsResponse = z.object({ units: z.array(unitView) });
export type GlobalsResponse = z.infer<typeof globalsResponse>;
