import { REMOVED_INGREDIENT_LABEL, useEditorLabels } from "./editor-labels";

type Props = { ingredientUsageId: string };

/**
 * The chip an ingredient reference shows: the ingredient line's current label, or a marker
 * the author can see and delete when that line no longer exists in the recipe.
 */
export function IngredientReferenceComponent({ ingredientUsageId }: Props) {
  const { ingredientLabelsById } = useEditorLabels();
  const label = ingredientLabelsById.get(ingredientUsageId);
  return (
    <span
      className={label ? "rte-chip rte-chip--ingredient" : "rte-chip rte-chip--missing"}
      data-ingredient-usage-id={ingredientUsageId}
    >
      {label ?? REMOVED_INGREDIENT_LABEL}
    </span>
  );
}
