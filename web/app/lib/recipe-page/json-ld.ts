import type { InstructionGroupView, InstructionView, RecipeDetail } from "@schema/api/public-read";
import {
  displayMeasurement,
  type MeasurementSystem,
  type TemperatureSystem,
} from "../recipe/convert";
import { isoDuration } from "../recipe/duration";
import { plainTextOf } from "../recipe/plain-text";
import { servingWords } from "../recipe/serving-description";
import { countedNoun } from "../recipe/serving-words.server";
import { totalMinutes } from "../site/format";
import { contributorAnchor } from "../site/nav";
import { youtubeEmbedUrl, youtubeThumbnailUrl, youtubeVideoId, youtubeWatchUrl } from "../youtube";
import { absoluteUrl, imageUrl } from "./image-url";
import { ingredientSentence } from "./ingredient-sentence";
import {
  declaredAmount,
  type NutrientKey,
  servingSizeText,
  shownNutrients,
} from "./nutrition-facts";
import {
  ingredientLineText,
  stepAnchor,
  usagesById,
  visibleIngredientGroups,
  visibleInstructionGroups,
} from "./recipe-content";

/**
 * schema.org Recipe for search engines (Google's required and recommended properties).
 * Built on the server from exactly what the viewer received: a paywalled preview has no
 * instructions, so none can leak here, and it is marked isAccessibleForFree: false with the
 * locked part of the page named by a CSS selector.
 */

/** The element that wraps the clipped part of a paywalled page (see RecipePaywall). */
export const LOCKED_CONTENT_SELECTOR = ".recipe-locked";

// Google asks for several aspect ratios of the main image, each at least 50,000 pixels.
const JSON_LD_IMAGE_SIZES = [
  { width: 1200, height: 1200 },
  { width: 1200, height: 900 },
  { width: 1200, height: 675 },
];

export type RecipeJsonLdInput = {
  recipe: RecipeDetail;
  /** The canonical page address. */
  pageUrl: string;
  /** The site's origin, for absolute image URLs and the author's page. */
  origin: string;
  /** The site owner's display name; without one the site itself is the author. */
  authorName: string | null;
  siteTitle: string;
  /**
   * The site's default units: the structured data reads like the page a crawler gets.
   * (UnitPreferences' shape, not its import: the API's site export builds JSON-LD too, and
   * preferences.ts touches the DOM, which the worker's TypeScript program does not have.)
   */
  units: { measurementSystem: MeasurementSystem; temperatureSystem: TemperatureSystem };
};

type JsonObject = { [key: string]: unknown };

const joined = (values: string[]) => (values.length > 0 ? values.join(", ") : undefined);

const minutes = (value: number | null) => (value && value > 0 ? isoDuration(value) : undefined);

/** The first sentence of a step: its short name. */
function stepName(text: string): string {
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 110 ? `${sentence.slice(0, 109).trimEnd()}…` : sentence;
}

export function recipeJsonLd({
  recipe,
  pageUrl,
  origin,
  authorName,
  siteTitle,
  units,
}: RecipeJsonLdInput): JsonObject {
  const line = { multiplier: 1, system: units.measurementSystem };
  const ingredientGroups = visibleIngredientGroups(recipe.ingredientUsageGroups);
  const usages = usagesById(ingredientGroups);
  const text = (doc: InstructionView["content"]) =>
    plainTextOf(doc, {
      measurement: (node) =>
        displayMeasurement(node, {
          units: recipe.units,
          multiplier: 1,
          system: units.measurementSystem,
          temperature: units.temperatureSystem,
        }),
      ingredientReference: (id) => {
        const usage = usages.get(id);
        return usage ? ingredientLineText(usage, line) : "";
      },
    }).replace(/\s*\n\s*/g, " ");

  const cover = recipe.images[0];
  const description = plainTextOf(recipe.description) || recipe.storyExcerpt?.trim() || "";
  const total = totalMinutes(recipe);

  const data: JsonObject = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    url: pageUrl,
    image: cover
      ? JSON_LD_IMAGE_SIZES.map((size) => absoluteUrl(origin, imageUrl(cover, size)))
      : undefined,
    author: authors(recipe, authorName, siteTitle, origin),
    datePublished: recipe.publishedAt ?? undefined,
    dateModified: recipe.updatedAt,
    description: description || undefined,
    prepTime: minutes(recipe.prepTimeMinutes),
    cookTime: minutes(recipe.cookTimeMinutes),
    totalTime: total > 0 ? isoDuration(total) : undefined,
    recipeYield: recipeYield(recipe),
    recipeCategory: joined(recipe.categories.map((term) => term.title)),
    recipeCuisine: joined(recipe.cuisines.map((term) => term.title)),
    keywords: joined([...recipe.keywords, ...recipe.tags.map((term) => term.title)]),
    recipeIngredient: ingredientGroups.flatMap((group) =>
      group.ingredientUsages.map((usage) =>
        ingredientSentence(usage, line, { units: recipe.units }),
      ),
    ),
    // Never what the viewer cannot read (the API already sends a preview without steps).
    recipeInstructions: recipe.access.full
      ? instructions(visibleInstructionGroups(recipe.instructionGroups), pageUrl, text)
      : undefined,
    video: videoObject(recipe, origin, description),
    // The story read aloud (CreativeWork's `audio`).
    audio: recipe.storyAudio
      ? {
          "@type": "AudioObject",
          name: `${recipe.title}: the story`,
          contentUrl: absoluteUrl(origin, recipe.storyAudio.url),
          encodingFormat: recipe.storyAudio.contentType,
        }
      : undefined,
    aggregateRating: aggregateRating(recipe),
    nutrition: nutritionInformation(recipe),
  };

  if (!recipe.access.full) {
    data.isAccessibleForFree = false;
    data.hasPart = {
      "@type": "WebPageElement",
      isAccessibleForFree: false,
      cssSelector: LOCKED_CONTENT_SELECTOR,
    };
  }
  return withoutEmpty(data);
}

/**
 * The stars the page's header shows, only when there is at least one rating (Google
 * refuses an aggregateRating with a count of 0): the same one-decimal average and count.
 */
function aggregateRating(recipe: RecipeDetail): JsonObject | undefined {
  const rating = recipe.rating;
  if (!rating || rating.count < 1 || rating.average === null) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: rating.average,
    ratingCount: rating.count,
    reviewCount: rating.reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

/** schema.org's NutritionInformation property for each nutrient the label declares. */
const NUTRITION_PROPERTIES: Partial<Record<NutrientKey, string>> = {
  calories: "calories",
  fat: "fatContent",
  saturatedFat: "saturatedFatContent",
  cholesterol: "cholesterolContent",
  sodium: "sodiumContent",
  carbohydrate: "carbohydrateContent",
  fiber: "fiberContent",
  sugars: "sugarContent",
  protein: "proteinContent",
};

/**
 * Per serving, only when the page shows a label, with the figures the label declares
 * ("240 kcal", "12 g", "30 mg"). Where the label reads "<1 g" the structured data, which wants
 * a number with its unit, carries the amount to a tenth. SR26 has no trans fat, so
 * transFatContent stays out until a source gives one.
 */
function nutritionInformation(recipe: RecipeDetail): JsonObject | undefined {
  const nutrition = recipe.nutrition;
  const perServing = nutrition?.perServing;
  if (!nutrition?.shown || !perServing || !recipe.access.full) return undefined;
  const data: JsonObject = {
    "@type": "NutritionInformation",
    // "1 of 4 servings", "1 of 8 slices": the label's "1 of 4" needs its noun out of context.
    servingSize:
      servingSizeText(nutrition.servings, recipe.servingDescription, "servings") ?? undefined,
  };
  for (const nutrient of shownNutrients(nutrition)) {
    const property = NUTRITION_PROPERTIES[nutrient.key];
    if (!property) continue;
    const value = Math.max(0, perServing[nutrient.key]);
    const declared = declaredAmount(nutrient, value);
    const amount = declared.lessThan ? Math.round(value * 10) / 10 : declared.amount;
    data[property] = `${amount} ${nutrient.unit || "kcal"}`;
  }
  return withoutEmpty(data);
}

function recipeYield(recipe: RecipeDetail): string[] | undefined {
  if (!recipe.yieldServings || recipe.yieldServings <= 0) return undefined;
  const count = String(recipe.yieldServings);
  const { noun, each } = servingWords(recipe.servingDescription);
  const worded = `${count} ${countedNoun(noun ?? "servings", recipe.yieldServings)}`;
  // A bare number first (Google reads it as servings), then the creator's wording.
  return [count, each ? `${worded} (${each})` : worded];
}

function instructions(
  groups: InstructionGroupView[],
  pageUrl: string,
  text: (doc: InstructionView["content"]) => string,
): JsonObject[] {
  const step = (instruction: InstructionView): JsonObject => {
    const body = text(instruction.content);
    return {
      "@type": "HowToStep",
      name: stepName(body),
      text: body,
      url: `${pageUrl}#${stepAnchor(instruction.id)}`,
    };
  };
  // Titled groups become sections; an untitled group's steps stand on their own.
  return groups.flatMap((group) => {
    const title = group.title?.trim();
    if (!title) return group.instructions.map(step);
    return [
      { "@type": "HowToSection", name: title, itemListElement: group.instructions.map(step) },
    ];
  });
}

/** The recipe's video, when it names one the page embeds. */
function videoObject(
  recipe: RecipeDetail,
  origin: string,
  description: string,
): JsonObject | undefined {
  const id = youtubeVideoId(recipe.video?.id);
  if (!id) return undefined;
  const cover = recipe.images[0];
  return {
    "@type": "VideoObject",
    name: recipe.title,
    description: description || recipe.title,
    thumbnailUrl: [
      youtubeThumbnailUrl(id),
      ...(cover ? [absoluteUrl(origin, imageUrl(cover, { width: 1280, height: 720 }))] : []),
    ],
    contentUrl: youtubeWatchUrl(id),
    embedUrl: youtubeEmbedUrl(id),
    uploadDate: recipe.publishedAt ?? recipe.updatedAt,
  };
}

/** Drops undefined values, empty strings and empty lists: absent beats empty for crawlers. */
function withoutEmpty(data: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) =>
        value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/**
 * JSON for a <script type="application/ld+json">: `<` escaped so creator text can never
 * close the script element ("</script>"), and the two line separators JavaScript parsers
 * used to reject.
 */
export function serializeJsonLd(data: JsonObject): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The site's owner (or the site itself when the owner has no display name), and after them
 * the people the author credited on the recipe; a single author stays a single object.
 */
function authors(
  recipe: Pick<RecipeDetail, "contributors">,
  authorName: string | null,
  siteTitle: string,
  origin: string,
) {
  const owner = authorName?.trim()
    ? { "@type": "Person", name: authorName.trim(), url: origin }
    : { "@type": "Organization", name: siteTitle, url: origin };
  if (recipe.contributors.length === 0) return owner;
  return [
    owner,
    ...recipe.contributors.map((person) => ({
      "@type": "Person",
      name: person.name,
      // Their entry on the site's Contributors page, as the owner's url is the site.
      url: `${origin}/contributors#${contributorAnchor(person.id)}`,
      ...sameAs(person.links),
    })),
  ];
}

/** Their own pages as full addresses: a link stored as typed ("www.…") is read as https. */
function sameAs(links: readonly string[]) {
  const pages = links.map((href) => (/^www\./i.test(href) ? `https://${href}` : href));
  return pages.length ? { sameAs: pages } : {};
}
