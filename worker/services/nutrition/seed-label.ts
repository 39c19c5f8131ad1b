import type { IngredientSeed, UnitSeed } from "@schema/reference/types";
import { computeNutrition, type NutritionLabel } from "./compute";
import type { LineUnit } from "./grams";
import { type LabelledLine, nutritionLines } from "./recipe-label";

const lineUnit = (unit: UnitSeed): LineUnit => ({
  ...unit,
  ml: unit.ml ?? null,
  g: unit.g ?? null,
});

/**
 * A seeded recipe's label, computed as a save computes it but from the seed's reference
 * data in memory: seeded recipes never pass through the save route.
 */
export function seedNutritionLabel(
  lines: readonly { row: LabelledLine; ingredient: IngredientSeed | null }[],
  unitsBySlug: ReadonlyMap<string, UnitSeed>,
  servings: number | null,
): NutritionLabel {
  const seeds = [...unitsBySlug.values()];
  const ingredientsById = new Map(
    lines.flatMap(({ ingredient }) =>
      ingredient ? [[ingredient.id, { ...ingredient, siteId: null }] as const] : [],
    ),
  );
  return computeNutrition(
    nutritionLines(
      lines.map(({ row }) => row),
      ingredientsById,
      new Map(seeds.map((u) => [u.id, lineUnit(u)])),
    ),
    servings,
    new Map(seeds.map((u) => [u.slug, lineUnit(u)])),
  );
}
