import type { IngredientView } from "@schema/api/public-read";
import type { Ingredient } from "@schema/db/ingredients";

/** A catalogue ingredient as answers carry it: what the converter needs to show an amount. */
export const ingredientView = (ingredient: Ingredient): IngredientView => ({
  id: ingredient.id,
  slug: ingredient.slug,
  title: ingredient.title,
  pluralTitle: ingredient.pluralTitle,
  gramsPerLiter: ingredient.gramsPerLiter,
  defaultMetricMeasurementMethod: ingredient.defaultMetricMeasurementMethod,
  defaultImperialMeasurementMethod: ingredient.defaultImperialMeasurementMethod,
});
