import { z } from "zod";
import { siteSlugParam, uuid } from "./common";

/**
 * Read shapes of the public site calls (docs/spec/platform-and-kitchen.md §7 "Public",
 * docs/spec/visitor-experience.md §3). The API builds them (worker/services/recipes/); every
 * site page renders from them. Field names follow the spec.
 */

/* The answer shapes are zod schemas in ./answers/public-read.ts (the OpenAPI document's);
   their types are re-exported here, where the web app and the worker import them from. */
export type {
  CollectionCard,
  CollectionListResponse,
  CollectionResponse,
  EquipmentUsageView,
  FilterItem,
  FiltersResponse,
  GlobalsResponse,
  ImageCrop,
  ImageView,
  IngredientUsageGroupView,
  IngredientUsageView,
  IngredientView,
  InstructionGroupView,
  InstructionView,
  PrivacySetting,
  RecipeAccess,
  RecipeCard,
  RecipeDetail,
  RecipeListResponse,
  RecipeResponse,
  SiteCollectionsResponse,
  SiteRecipesResponse,
  StoryAudioView,
  TaxonomyTerm,
  UnitView,
  VideoView,
} from "./answers/public-read";

/* Request shapes of the public reads: the API validates with them, the web app builds its
   calls from the same definitions. */

/**
 * A comma-joined id list (the filter parameters of docs/spec/visitor-experience.md §7: "a,b"); a
 * repeated parameter is joined the same way. Empty means no filter. The refinements keep the issue
 * path at the parameter itself ("cuisines"), which is what a form can point at.
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

/**
 * `relevance` only means something with a query; without one the list is newest first.
 * `rating_desc`: "Top rated", by average stars (then how many), unrated recipes last.
 */
export const recipeOrders = ["published_at_desc", "relevance", "rating_desc"] as const;
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
  /** "4 stars and up": recipes whose shown average (one decimal) is at least this. */
  minStars: blankIsAbsent(z.coerce.number().int().min(1).max(5).optional()),
  meals: idList,
  categories: idList,
  methods: idList,
  cuisines: idList,
  diets: idList,
  tags: idList,
});
export type RecipeListQuery = z.infer<typeof recipeListQuery>;
export type RecipeFilterKind = "meals" | "categories" | "methods" | "cuisines" | "diets" | "tags";

/**
 * GET site/{siteSlug}/filters: the list's words and filters, so that each option counts the
 * recipes the list would show with it chosen (none given: every published recipe).
 */
export const filtersQuery = recipeListQuery.pick({
  query: true,
  minStars: true,
  meals: true,
  categories: true,
  methods: true,
  cuisines: true,
  diets: true,
  tags: true,
});
export type FiltersQuery = z.infer<typeof filtersQuery>;

/** Stored slugs are matched as they are; anything else is simply not found. */
const pathSlug = z.string().min(1).max(200);
export const recipeParam = siteSlugParam.extend({ recipeSlug: pathSlug });
export const collectionParam = siteSlugParam.extend({ collectionSlug: pathSlug });
/** The longest address the moved call reads: no redirect leads from a longer one. */
export const MOVED_ADDRESS_MAX = 2048;
/** An address on the site that is no page now, whole (its host says which of the site's domains). */
export const movedQuery = z.object({
  address: z.url({ protocol: /^https?$/ }).max(MOVED_ADDRESS_MAX),
});

/** `?preview=true`: a site manager reading a draft or a subscriber-only recipe as it will be. */
export const recipeQuery = z.object({
  preview: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
