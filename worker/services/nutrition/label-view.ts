import type { RecipeNutritionView } from "@schema/api/answers/recipe-nutrition";
import type { recipeNutrition } from "@schema/db/recipe-nutrition";
import { NUTRIENTS, type Nutrient, zeroNutrients } from "./nutrients";

type Row = Pick<
  typeof recipeNutrition.$inferSelect,
  "label" | "computedAt" | "authorValues" | "authorSource" | "hidden"
>;
type Figures = NonNullable<RecipeNutritionView["perServing"]>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The author's per-serving figures as a full set (0 where not given) and what they give. */
function authorFigures(values: NonNullable<Row["authorValues"]>, servings: number | null) {
  const perServing = zeroNutrients();
  const provided: Nutrient[] = [];
  for (const n of NUTRIENTS) {
    const value = values[n];
    if (typeof value === "number" && Number.isFinite(value)) {
      perServing[n] = value;
      provided.push(n);
    }
  }
  // The whole recipe is the servings' sum; without a yield the figures are the one serving.
  const whole = zeroNutrients();
  for (const n of NUTRIENTS) whole[n] = round2(perServing[n] * (servings ?? 1));
  return { perServing: perServing as Figures, whole: whole as Figures, provided };
}

/**
 * The recipe read's nutrition from the stored row. The author's own figures (typed, or
 * kept from an imported page) are shown when present; otherwise the computed label, unless
 * it is incomplete or counted nothing: a number that looks exact would mislead. `computed`
 * is always the platform's own. A hidden label (the recipe's switch or the site's setting)
 * is not shown.
 */
export function nutritionView(
  row: Row | undefined,
  site: { nutritionHidden: boolean } = { nutritionHidden: false },
): RecipeNutritionView | null {
  if (!row) return null;
  const { label, computedAt } = row;
  const computedPerServing = label.perServing as RecipeNutritionView["perServing"];
  const computedWhole = label.whole as RecipeNutritionView["whole"];
  const author = row.authorValues && row.authorSource ? row.authorValues : null;
  const figures = author
    ? authorFigures(author, label.servings)
    : {
        perServing: computedPerServing,
        whole: computedWhole,
        provided: [...NUTRIENTS] as Nutrient[],
      };
  const hidden = row.hidden ? "recipe" : site.nutritionHidden ? "site" : null;
  const computedShowable = label.coverage.countedLines > 0 && !label.incomplete;
  return {
    shown: hidden === null && (author !== null || computedShowable),
    source: author && row.authorSource ? row.authorSource : "computed",
    provided: figures.provided,
    hidden,
    servings: label.servings,
    perServing: figures.perServing,
    whole: figures.whole,
    coverage: {
      countedLines: label.coverage.countedLines,
      totalLines: label.coverage.totalLines,
      measuredLines: label.coverage.measuredLines,
      uncounted: label.coverage.uncounted.map(({ usageId, name, reason }) => ({
        ingredientUsageId: usageId,
        name,
        reason,
      })),
      implausible: label.coverage.implausible ?? [],
    },
    incomplete: label.incomplete,
    computed: {
      perServing: computedPerServing,
      whole: computedWhole,
      computedAt: computedAt.toISOString(),
    },
  };
}
