import { z } from "zod";

/** A label's figures; the same nutrients for the whole recipe and for one serving. */
export const nutrientsView = z
  .object({
    calories: z.number().describe("kcal"),
    fat: z.number().describe("g"),
    saturatedFat: z.number().describe("g"),
    cholesterol: z.number().describe("mg"),
    sodium: z.number().describe("mg"),
    carbohydrate: z.number().describe("g"),
    fiber: z.number().describe("g"),
    sugars: z.number().describe("g, total sugars"),
    protein: z.number().describe("g"),
    calcium: z.number().describe("mg"),
    iron: z.number().describe("mg"),
    potassium: z.number().describe("mg"),
    vitaminD: z.number().describe("µg"),
  })
  .meta({ id: "Nutrients" });

export const nutrientName = z.enum([
  "calories",
  "fat",
  "saturatedFat",
  "cholesterol",
  "sodium",
  "carbohydrate",
  "fiber",
  "sugars",
  "protein",
  "calcium",
  "iron",
  "potassium",
  "vitaminD",
]);

/** An author's (or an imported page's) figures per serving: only what they gave. */
export const authorNutrientsView = z
  .object({
    calories: z.number().describe("kcal"),
    fat: z.number().optional(),
    saturatedFat: z.number().optional(),
    cholesterol: z.number().optional(),
    sodium: z.number().optional(),
    carbohydrate: z.number().optional(),
    fiber: z.number().optional(),
    sugars: z.number().optional(),
    protein: z.number().optional(),
    calcium: z.number().optional(),
    iron: z.number().optional(),
    potassium: z.number().optional(),
    vitaminD: z.number().optional(),
  })
  .meta({ id: "AuthorNutrients" })
  .describe("Per serving, in the units of Nutrients; a nutrient left out was not given");

const computedLabel = z.object({
  perServing: nutrientsView.nullable().describe("Null when the recipe gives no servings"),
  whole: nutrientsView,
  computedAt: z.iso.datetime(),
});

export const recipeNutritionView = z
  .object({
    shown: z
      .boolean()
      .describe(
        "Whether the page shows a label: false when hidden, or when a computed label would be incomplete or empty",
      ),
    source: z
      .enum(["computed", "author", "imported"])
      .describe(
        "Whose figures perServing and whole are: the platform's, the author's own, or those published on the page the recipe was imported from",
      ),
    provided: z
      .array(nutrientName)
      .describe(
        "The nutrients the source gives; author and imported figures may leave some out, which perServing and whole then hold as 0 and a label must not show",
      ),
    hidden: z
      .enum(["recipe", "site"])
      .nullable()
      .describe("Hidden by the recipe's switch or the site's setting; null when not hidden"),
    servings: z.number().nullable(),
    perServing: nutrientsView.nullable(),
    whole: nutrientsView,
    coverage: z.object({
      countedLines: z.number().int(),
      totalLines: z.number().int(),
      measuredLines: z.number().int().describe("Lines with a quantity (to-taste lines aside)"),
      uncounted: z.array(
        z.object({
          ingredientUsageId: z.string(),
          name: z.string(),
          reason: z
            .enum(["no-quantity", "no-food", "no-weight"])
            .describe("No quantity (to taste), no USDA food for the ingredient, no known weight"),
        }),
      ),
      implausible: z
        .array(z.string())
        .describe(
          "Ids of counted lines weighing over 20 kg: counted as written, flagged for the author to check",
        ),
    }),
    incomplete: z
      .boolean()
      .describe("More than a quarter of the measured lines could not be counted"),
    computed: computedLabel.describe(
      "The platform's own computation from USDA SR26, also when other figures are shown",
    ),
  })
  .meta({ id: "RecipeNutrition" })
  .describe(
    "Nutrition facts computed from the ingredient lines when the recipe was saved (USDA " +
      "National Nutrient Database for Standard Reference, Release 26). Null for a recipe not " +
      "saved since labels began, and for a viewer who may not read the recipe.",
  );
export type RecipeNutritionView = z.infer<typeof recipeNutritionView>;
