import { nutrientName, type RecipeNutritionView } from "@schema/api/answers/recipe-nutrition";
import type {
  IngredientUsageView,
  InstructionView,
  RecipeDetail,
  UnitView,
} from "@schema/api/public-read";
import type { RichText } from "@schema/content/rich-text";

/** A small, complete recipe for the page's unit tests (not shipped: only tests import it). */

export const CUP: UnitView = {
  id: "531d8e28-1df2-4bee-ad7a-9ef2a3afc871",
  slug: "cup",
  title: "cup",
  pluralTitle: "cups",
  abbreviation: "cup",
  kind: "volume",
  system: "us",
  ml: 236.588,
  g: null,
};

export const FAHRENHEIT: UnitView = {
  id: "2b0f4b8e-3f0a-4c54-9c1e-5d1f3f7f0a01",
  slug: "fahrenheit",
  title: "degree Fahrenheit",
  pluralTitle: "degrees Fahrenheit",
  abbreviation: "°F",
  kind: "temperature",
  system: "us",
  ml: null,
  g: null,
};

export const text = (...paragraphs: RichText["children"][number]["children"][]): RichText => ({
  type: "document",
  children: paragraphs.map((children) => ({ type: "paragraph", children })) as RichText["children"],
});

export const FLOUR: IngredientUsageView = {
  id: "11111111-1111-4111-8111-111111111111",
  quantityMin: 2,
  quantityMax: null,
  unit: CUP,
  ingredient: {
    id: "859a4208-bac1-4cf3-869c-b8ef9a551e3e",
    slug: "all-purpose-flour",
    title: "all-purpose flour",
    pluralTitle: null,
    gramsPerLiter: 528,
    defaultMetricMeasurementMethod: "weight",
    defaultImperialMeasurementMethod: "volume",
  },
  ingredientTitleOverride: null,
  preparation: text([{ text: "sifted" }]),
  note: null,
  link: null,
};

export const SALT: IngredientUsageView = {
  id: "22222222-2222-4222-8222-222222222222",
  quantityMin: null,
  quantityMax: null,
  unit: null,
  ingredient: null,
  ingredientTitleOverride: "Salt, to taste",
  preparation: null,
  note: null,
  link: null,
};

export const step = (
  id: string,
  content: RichText | null,
  timerMinutes: number | null = null,
): InstructionView => ({
  id,
  content,
  timerMinutes,
  note: null,
  video: null,
  images: [],
});

/** One serving's figures of the test loaf, as a save would store them. */
const SLICE = {
  calories: 243.4,
  fat: 12.26,
  saturatedFat: 1.74,
  cholesterol: 29.2,
  sodium: 433.6,
  carbohydrate: 30.7,
  fiber: 3.9,
  sugars: 0.62,
  protein: 5.31,
  calcium: 257,
  iron: 8.04,
  potassium: 236,
  vitaminD: 1.96,
};

/**
 * A computed label of 8 servings (the test recipe's yield), counted from 2 of its 3 lines;
 * `uncounted` names the salt, which is to taste.
 */
export function testNutrition(overrides: Partial<RecipeNutritionView> = {}): RecipeNutritionView {
  const whole = Object.fromEntries(
    Object.entries(SLICE).map(([key, value]) => [key, value * 8]),
  ) as RecipeNutritionView["whole"];
  return {
    shown: true,
    source: "computed",
    provided: [...nutrientName.options],
    hidden: null,
    servings: 8,
    perServing: SLICE,
    whole,
    coverage: {
      countedLines: 2,
      totalLines: 3,
      measuredLines: 2,
      uncounted: [{ ingredientUsageId: "u2", name: "salt", reason: "no-quantity" }],
      implausible: [],
    },
    incomplete: false,
    computed: { perServing: SLICE, whole, computedAt: "2026-10-02T08:00:00.000Z" },
    ...overrides,
  };
}

export function testRecipe(overrides: Partial<RecipeDetail> = {}): RecipeDetail {
  return {
    id: "r1",
    slug: "country-bread",
    title: "Country Bread",
    publishedAt: "2026-10-01T08:00:00.000Z",
    privacySetting: "public",
    images: [
      { id: "i1", url: "/media/cover.png", width: 1600, height: 1200, lqip: null, crop: null },
    ],
    prepTimeMinutes: 20,
    cookTimeMinutes: 45,
    customTimeMinutes: 90,
    customTimeLabel: "Rise",
    categories: [{ id: "c1", slug: "bread", title: "Bread" }],
    cuisines: [{ id: "k1", slug: "french", title: "French" }],
    meals: [],
    description: text([{ text: "A crusty loaf <for> every day." }]),
    storyExcerpt: null,
    storyMore: null,
    storyAudio: null,
    note: text([{ text: "Keeps for three days." }]),
    video: null,
    yieldServings: 8,
    servingDescription: "slices",
    difficultyLevel: "easy",
    keywords: ["bread", "sourdough"],
    methods: [],
    diets: [],
    tags: [{ id: "t1", slug: "weekend", title: "Weekend" }],
    contributors: [],
    ingredientUsageCount: 2,
    ingredientUsageGroups: [{ id: "g1", title: null, note: null, ingredientUsages: [FLOUR, SALT] }],
    instructionGroups: [
      {
        id: "ig1",
        title: null,
        note: null,
        instructions: [
          step(
            "s1",
            text([
              { text: "Mix the " },
              { type: "ingredient-usage-reference", ingredientUsageId: FLOUR.id },
              { text: " with water. Rest." },
            ]),
          ),
          step(
            "s2",
            text([
              { text: "Bake at " },
              { type: "measurement", quantity: 450, unitId: FAHRENHEIT.id },
              { text: " until deep brown." },
            ]),
            45,
          ),
          step("s3", null),
        ],
      },
    ],
    equipmentUsages: [],
    legacyRecipeData: null,
    units: [CUP, FAHRENHEIT],
    updatedAt: "2026-10-02T08:00:00.000Z",
    nutrition: null,
    access: { full: true, reason: "public" },
    ...overrides,
  };
}
