import { z } from "zod";
import type { RichText } from "../content/rich-text";
import { siteSlugParam, uuid } from "./common";

/**
 * Read shapes of the public site calls (platform spec §7 "Public", visitor spec §3).
 * The API builds them (worker/services/recipe-*.ts); every site page renders from them.
 * Field names follow the spec.
 */

export type ImageCrop = { width: number; height: number; x: number; y: number };
export type ImageView = {
  id: string;
  url: string; // "/media/{key}" on the web host
  width: number;
  height: number;
  lqip: string | null;
  crop?: ImageCrop | null;
};

export type VideoView = { id: string };
export type TaxonomyTerm = { id: string; slug: string; title: string };

export type UnitView = {
  id: string;
  slug: string;
  title: string;
  pluralTitle: string;
  abbreviation: string | null;
  kind: "volume" | "weight" | "count" | "temperature" | "length" | "size" | "other";
  system: "us" | "metric" | "neutral";
  ml: number | null;
  g: number | null;
};

export type IngredientView = {
  id: string;
  slug: string;
  title: string;
  pluralTitle: string | null;
  gramsPerLiter: number | null;
  defaultMetricMeasurementMethod: "weight" | "volume";
  defaultImperialMeasurementMethod: "weight" | "volume";
};

export type IngredientUsageView = {
  id: string;
  quantityMin: number | null;
  quantityMax: number | null;
  unit: UnitView | null;
  ingredient: IngredientView | null;
  ingredientTitleOverride: string | null;
  preparation: RichText | null;
  note: RichText | null;
  link: string | null;
};

export type IngredientUsageGroupView = {
  id: string;
  title: string | null;
  note: RichText | null;
  ingredientUsages: IngredientUsageView[];
};

export type InstructionView = {
  id: string;
  content: RichText | null;
  timerMinutes: number | null;
  note: RichText | null;
  video: VideoView | null;
  images: ImageView[];
};

export type InstructionGroupView = {
  id: string;
  title: string | null;
  note: RichText | null;
  instructions: InstructionView[];
};

export type EquipmentUsageView = {
  id: string;
  equipment: { id: string; title: string; featuredImage: ImageView | null };
  equipmentTitleOverride: string | null;
  imageOverride: ImageView | null;
  note: string | null;
  link: string | null;
};

export type PrivacySetting = "public" | "subscribers_only";

/** A recipe in a grid (cards, sliders, search results). */
export type RecipeCard = {
  id: string;
  slug: string;
  title: string;
  publishedAt: string | null; // ISO; null = draft (only managers ever see drafts)
  privacySetting: PrivacySetting;
  images: ImageView[]; // at most the cover on cards
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
  customTimeMinutes: number | null;
  categories: TaxonomyTerm[];
  cuisines: TaxonomyTerm[];
  meals: TaxonomyTerm[];
};

/**
 * Who may read the whole recipe. When `full` is false the API has already removed the
 * instructions and notes and kept only the first ingredient lines: the paywall preview.
 */
export type RecipeAccess = {
  full: boolean;
  reason: "public" | "paid_subscriber" | "manager" | "preview" | "locked";
};

export type RecipeDetail = RecipeCard & {
  description: RichText | null;
  storyExcerpt: string | null;
  storyMore: string | null;
  note: RichText | null;
  video: VideoView | null;
  customTimeLabel: string | null;
  yieldServings: number | null;
  servingDescription: string | null;
  difficultyLevel: "easy" | "medium" | "hard" | null;
  keywords: string[];
  methods: TaxonomyTerm[];
  diets: TaxonomyTerm[];
  tags: TaxonomyTerm[];
  contributors: { id: string; name: string; bio: string | null; image: ImageView | null }[];
  ingredientUsageCount: number; // of the whole recipe, also when the preview shows fewer
  ingredientUsageGroups: IngredientUsageGroupView[];
  instructionGroups: InstructionGroupView[];
  equipmentUsages: EquipmentUsageView[];
  legacyRecipeData: { content: string } | null;
  /** Units named by measurement nodes anywhere in the recipe's rich text, for conversion. */
  units: UnitView[];
  updatedAt: string;
  access: RecipeAccess;
};

/** GET site/{siteSlug}/recipes/{recipeSlug} */
export type RecipeResponse = { recipe: RecipeDetail; moreRecipes: RecipeCard[] };

/** GET site/{siteSlug}/recipes */
export type RecipeListResponse = {
  recipes: RecipeCard[];
  total: number;
  limit: number;
  offset: number;
};

export type FilterItem = { id: string; slug: string; title: string; recipeCount: number };
/** GET site/{siteSlug}/filters: only terms used by at least one published recipe. */
export type FiltersResponse = {
  cuisines: FilterItem[];
  meals: FilterItem[];
  methods: FilterItem[];
  diets: FilterItem[];
  tags: FilterItem[];
  categories: FilterItem[];
};

export type CollectionCard = {
  id: string;
  slug: string;
  title: string;
  description: RichText | null;
  image: ImageView | null;
  video: VideoView | null;
  recipeCount: number; // real: published recipes in it
};

/** GET site/{siteSlug}/collections */
export type CollectionListResponse = { collections: CollectionCard[] };
/** GET site/{siteSlug}/collections/{collectionSlug} */
export type CollectionResponse = { collection: CollectionCard & { recipes: RecipeCard[] } };

/** GET site/site-recipes and site/site-collections: every published page, for sitemaps. */
export type SiteRecipesResponse = {
  siteRecipes: { siteSlug: string; recipeSlug: string; updatedAt: string }[];
};
export type SiteCollectionsResponse = {
  siteCollections: { siteSlug: string; collectionSlug: string }[];
};

/** GET site/globals: the catalogues every site shares. */
export type GlobalsResponse = { units: UnitView[] };

/* Request shapes of the public reads: the API validates with them, the web app builds its
   calls from the same definitions. */

/**
 * A comma-joined id list (the spec's filter parameters: "a,b"); a repeated parameter is
 * joined the same way. Empty means no filter. The refinements keep the issue path at the
 * parameter itself ("cuisines"), which is what a form can point at.
 */
const idList = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(",") : value),
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    )
    .refine((ids) => ids.every((id) => uuid.safeParse(id).success), "Use comma-separated ids")
    .refine((ids) => ids.length <= 50, "At most 50 ids")
    .optional(),
);

/** `relevance` only means something with a query; without one the list is newest first. */
export const recipeOrders = ["published_at_desc", "relevance"] as const;
export type RecipeOrder = (typeof recipeOrders)[number];

export const RECIPE_PAGE_SIZE = 24;
export const MAX_RECIPE_PAGE_SIZE = 100;

/** An empty parameter (`limit=`) is an absent one: forms send empty fields. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

/** GET site/{siteSlug}/recipes */
export const recipeListQuery = z.object({
  /** Trimmed; an empty query is no query. */
  query: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim() || undefined),
  limit: blankIsAbsent(
    z.coerce.number().int().min(1).max(MAX_RECIPE_PAGE_SIZE).default(RECIPE_PAGE_SIZE),
  ),
  offset: blankIsAbsent(z.coerce.number().int().min(0).max(1_000_000).default(0)),
  /** Default: relevance when there is a query, else published_at_desc. */
  orderBy: blankIsAbsent(z.enum(recipeOrders).optional()),
  meals: idList,
  categories: idList,
  methods: idList,
  cuisines: idList,
  diets: idList,
  tags: idList,
});
export type RecipeListQuery = z.infer<typeof recipeListQuery>;
export type RecipeFilterKind = "meals" | "categories" | "methods" | "cuisines" | "diets" | "tags";

/** Stored slugs are matched as they are; anything else is simply not found. */
const pathSlug = z.string().min(1).max(200);
export const recipeParam = siteSlugParam.extend({ recipeSlug: pathSlug });
export const collectionParam = siteSlugParam.extend({ collectionSlug: pathSlug });

/** `?preview=true`: a site manager reading a draft or a subscriber-only recipe as it will be. */
export const recipeQuery = z.object({
  preview: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
