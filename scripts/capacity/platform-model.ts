/**
 * The platform the capacity model describes, as stated assumptions: how many of each row a
 * platform of 1,000 creators holds after a year, and how fast one active creator adds them.
 * model.ts seeds a fraction of it (--scale) into the real schema and measures the bytes.
 */

/** The platform after a year: 1,000 sites, 200,000 recipes, 2 million subscriptions. */
export const SITES = 1_000;
export const RECIPES_PER_SITE = 200;
export const SUBSCRIPTIONS = 2_000_000;

/**
 * What grows, in load order (parents first). `rows` is the count for the whole platform;
 * `perCreatorYear` is what one active creator adds in a year (a recipe a week, its readers'
 * comments, ratings and bookmarks, new subscribers, a newsletter a week). Delivery rows are a
 * window, not growth: they are folded into their send's counts 14 days after it finished.
 */
export type TableModel = {
  table: string;
  rows: number;
  perCreatorYear: number;
  /** What the counts assume, for the report. */
  basis: string;
};

const recipes = SITES * RECIPES_PER_SITE;
const recipesPerYear = 52;

export const MODEL: TableModel[] = [
  { table: "sites", rows: SITES, perCreatorYear: 0, basis: "one site per creator" },
  {
    table: "users",
    rows: 1_500_000,
    perCreatorYear: 750,
    basis: "readers with an account (3 in 4 subscriptions are distinct people)",
  },
  {
    table: "images",
    rows: recipes * 4,
    perCreatorYear: recipesPerYear * 4,
    basis: "4 per recipe (hero, gallery, steps)",
  },
  {
    table: "recipes",
    rows: recipes,
    perCreatorYear: recipesPerYear,
    basis: "200 per site; a new one a week",
  },
  {
    table: "ingredient_usage_groups",
    rows: recipes * 2,
    perCreatorYear: recipesPerYear * 2,
    basis: "2 per recipe",
  },
  {
    table: "ingredient_usages",
    rows: recipes * 12,
    perCreatorYear: recipesPerYear * 12,
    basis: "12 lines per recipe",
  },
  {
    table: "instruction_groups",
    rows: recipes * 2,
    perCreatorYear: recipesPerYear * 2,
    basis: "2 per recipe",
  },
  {
    table: "instructions",
    rows: recipes * 7,
    perCreatorYear: recipesPerYear * 7,
    basis: "7 steps per recipe",
  },
  {
    table: "recipe_images",
    rows: recipes * 2,
    perCreatorYear: recipesPerYear * 2,
    basis: "2 per recipe",
  },
  {
    table: "recipe_tags",
    rows: recipes * 3,
    perCreatorYear: recipesPerYear * 3,
    basis: "3 per recipe",
  },
  {
    table: "recipe_diets",
    rows: recipes * 2,
    perCreatorYear: recipesPerYear * 2,
    basis: "2 per recipe",
  },
  {
    table: "equipment_usages",
    rows: recipes * 3,
    perCreatorYear: recipesPerYear * 3,
    basis: "3 per recipe",
  },
  {
    table: "recipe_nutrition",
    rows: recipes,
    perCreatorYear: recipesPerYear,
    basis: "one stored label per recipe",
  },
  {
    table: "comments",
    rows: SITES * 300,
    perCreatorYear: 300,
    basis: "300 comments a site a year",
  },
  {
    table: "comment_upvotes",
    rows: SITES * 150,
    perCreatorYear: 150,
    basis: "one upvote per two comments",
  },
  {
    table: "recipe_ratings",
    rows: SITES * 200,
    perCreatorYear: 200,
    basis: "200 ratings a site a year",
  },
  {
    table: "site_subscriptions",
    rows: SUBSCRIPTIONS,
    perCreatorYear: 2_000,
    basis: "2,000 subscribers a site, all gained in the year",
  },
  {
    table: "bookmarks",
    rows: 1_000_000,
    perCreatorYear: 1_000,
    basis: "1,000 bookmarks of a site's recipes a year",
  },
  {
    table: "auth_sessions",
    rows: 300_000,
    perCreatorYear: 0,
    basis: "live sign-ins (expire; not growth)",
  },
  {
    table: "newsletter_sends",
    rows: SITES * 52,
    perCreatorYear: 52,
    basis: "a newsletter a week",
  },
  {
    table: "newsletter_deliveries",
    rows: SITES * 2 * 2_000,
    perCreatorYear: 0,
    basis: "2 sends' rows kept (14 days) × 2,000 recipients; folded after",
  },
];
