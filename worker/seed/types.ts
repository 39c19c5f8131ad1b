/**
 * The seed contract. Reference catalogues (schema/reference/) and demo content
 * (worker/seed/content/) are plain data in these shapes; worker/seed/load.ts writes them
 * into D1 and R2. Content refers to catalogue entries by slug, and to its own ingredient
 * lines by key, so it reads like a recipe card rather than a database dump.
 */

import type { NewsletterLink } from "@schema/api/newsletter-links";

export type {
  ColorThemeSeed,
  EquipmentSeed,
  IngredientSeed,
  MeasurementMethod,
  TaxonomyKind,
  TaxonomySeed,
  TypeThemeSeed,
  UnitSeed,
} from "@schema/reference/types";

/**
 * Inline markup used in seed text (parsed by worker/seed/markup.ts into rich text):
 *   [[350 fahrenheit]]   measurement node (quantity, unit slug); [[1/2 cup]] and [[1.5 kg]] work
 *   [[@flour]]           reference to this recipe's ingredient line with key (or ingredient slug) "flour"
 *   **bold**  _italic_  [label](https://example.com)
 * Blank lines separate paragraphs; lines starting with "- " or "1. " make lists; "## " a heading.
 */
export type Markup = string;

/** How the local image generator paints a picture (worker/seed/images.ts). */
export type ImageSeed = { hue: number; motif: string; seed?: number };

export type IngredientLineSeed = {
  key?: string; // defaults to the ingredient slug
  qty?: number | [number, number]; // a range is [min, max]
  unit?: string; // unit slug
  ingredient?: string; // ingredient slug from the catalogue
  title?: string; // ingredientTitleOverride (required when there is no ingredient)
  preparation?: Markup;
  note?: Markup;
  link?: string;
};

export type StepSeed = { text: Markup; timerMinutes?: number; note?: Markup; image?: ImageSeed };

export type RecipeSeed = {
  slug: string;
  title: string;
  description: Markup;
  storyExcerpt?: string;
  storyMore?: string;
  note?: Markup;
  privacy?: "public" | "subscribers_only"; // default public
  status?: "published" | "draft"; // default published
  publishedDaysAgo: number; // spreads publishedAt over the past
  prepTimeMinutes?: number;
  cookTimeMinutes?: number;
  customTimeLabel?: string;
  customTimeMinutes?: number;
  yieldServings: number;
  servingDescription?: string;
  difficulty?: "easy" | "medium" | "hard";
  cuisines?: string[]; // taxonomy slugs
  meals?: string[];
  methods?: string[];
  diets?: string[];
  categories?: string[];
  tags?: string[];
  keywords?: string[];
  videoId?: string;
  images: ImageSeed[]; // first is the cover
  ingredientGroups: { title?: string; note?: Markup; items: IngredientLineSeed[] }[];
  instructionGroups: { title?: string; note?: Markup; steps: StepSeed[] }[];
  equipment?: { slug: string; note?: string; link?: string }[];
  contributors?: string[]; // contributor names of this site
};

export type CommentSeed = {
  recipe: string; // recipe slug
  author: string; // user e-mail
  text: string; // one paragraph per line
  hoursAgo: number;
  hidden?: boolean;
  upvoters?: string[]; // user e-mails
  /** 1 to 5: the comment is a review, its author's rating of the recipe. */
  stars?: number;
  replies?: Omit<CommentSeed, "recipe" | "replies" | "stars">[];
};

/**
 * A newsletter the site sent about a recipe, long enough ago that only its counts are kept
 * (its delivery rows pruned, as services/newsletters/history.ts does after 14 days).
 */
export type NewsletterSeed = {
  recipe: string; // recipe slug
  daysAgo: number; // more than 14
  note?: string;
  recipients?: "everyone" | "paid" | "free";
  sent: number;
  /** Counted opens and clicks (each reader once), and the readers of each link. */
  opened: number;
  clicked: number;
  links: Partial<Record<NewsletterLink, number>>;
};

/** A reader's stars without a review. */
export type RatingSeed = {
  recipe: string; // recipe slug
  author: string; // user e-mail
  stars: number; // 1 to 5
  hoursAgo: number;
};

export type UserSeed = {
  email: string;
  displayName: string;
  handle?: string;
  bio?: Markup;
  /** Platform staff: the admin pages on the platform host (/admin/early-signups). */
  staff?: boolean;
};

export type SiteSeed = {
  slug: string;
  title: string;
  owner: string; // user e-mail
  managers?: string[];
  aboutShort?: string;
  aboutHeading?: string;
  about?: Markup;
  colorTheme: string; // color theme slug
  typeTheme: string; // type theme slug
  headerLayout?: "left" | "centered";
  layout?: "standard" | "link-in-bio" | "cookbook";
  defaultMeasurementSystem?: "metric" | "imperial";
  defaultTemperatureSystem?: "celsius" | "fahrenheit";
  newslettersEnabled?: boolean;
  /** The postal address in newsletter footers; a site without one cannot send. */
  mailingAddress?: string;
  /** The welcome e-mail each new subscriber gets once; none without it. */
  welcomeMessage?: string;
  /** The one each reader who starts paying gets once, instead. */
  paidWelcomeMessage?: string;
  subscriptionsEnabled?: boolean;
  paymentsEnabled?: boolean;
  commentsEnabled?: boolean;
  monthlyAmountCents?: number;
  yearlyAmountCents?: number;
  featuredImage?: ImageSeed;
  linkPageHeading?: string;
  socialMediaLinks?: { platform: string; url: string }[];
  headerLinks?: { label: string; href: string; openInNewTab?: boolean }[];
  productLinks?: { title: string; href: string; image: ImageSeed; priceCents?: number }[];
  links?: { label: string; href: string }[];
  events?: {
    title: string;
    daysFromNow: number; // negative: in the past
    /** Wall-clock start in `timeZone`, HH:mm; absent: the seed's own time of day. */
    time?: string;
    /** How long it lasts; absent: no end given, as a creator may leave it. */
    hours?: number;
    timeZone?: string; // IANA; default UTC
    location?: string;
    onlineUrl?: string;
    description?: Markup;
    href?: string;
    image?: ImageSeed;
  }[];
  contributors?: { name: string; bio?: string; image?: ImageSeed; links?: string[] }[];
  recipes: RecipeSeed[];
  featuredRecipes?: string[]; // recipe slugs, at most 5
  collections?: {
    slug: string;
    title: string;
    description?: Markup;
    videoId?: string;
    image?: ImageSeed;
    recipes: string[]; // recipe slugs, in order
  }[];
  comments?: CommentSeed[];
  ratings?: RatingSeed[];
  newsletters?: NewsletterSeed[];
  subscribers?: { email: string; plan: "free" | "monthly" | "yearly"; daysAgo: number }[];
};

export type DemoSeed = { users: UserSeed[]; sites: SiteSeed[] };
