import type { UnitView } from "@schema/api/public-read";
import { createContext, useContext } from "react";

/**
 * What the decorator chips need to print themselves. The stored document carries only ids
 * (unitId, ingredientUsageId), so names come from the recipe being edited, through React
 * context: a renamed ingredient line relabels its references without touching the document.
 */
export type EditorLabels = {
  unitsById: ReadonlyMap<string, UnitView>;
  ingredientLabelsById: ReadonlyMap<string, string>;
};

export const EditorLabelsContext = createContext<EditorLabels>({
  unitsById: new Map(),
  ingredientLabelsById: new Map(),
});

export function useEditorLabels(): EditorLabels {
  return useContext(EditorLabelsContext);
}

/** Shown where a reference points at an ingredient line that was deleted from the recipe. */
export const REMOVED_INGREDIENT_LABEL = "(removed ingredient)";
