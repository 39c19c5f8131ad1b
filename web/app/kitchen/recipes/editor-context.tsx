import type { ManageGlobalsResponse } from "@schema/api/manage-sites";
import type { ImageView, UnitView } from "@schema/api/public-read";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { SelectGroup, SelectOption } from "../shared/Fields";
import type { FieldErrors } from "../shared/field-errors";
import type { SearchOption } from "../shared/option-search";

/**
 * What every part of the recipe editor reads besides its own slice of the form: the
 * catalogues (units, ingredients, equipment), this recipe's ingredient lines (for mentions
 * in steps), the pictures it knows, and the field errors of the last save.
 */
export type RecipeEditorContextValue = {
  siteSlug: string;
  units: UnitView[];
  unitOptions: SelectGroup[];
  unitsById: ReadonlyMap<string, UnitView>;
  ingredientOptions: SearchOption[];
  ingredientTitles: ReadonlyMap<string, string>;
  /** The site's own ingredients, whose USDA food the creator chooses for every recipe. */
  ownIngredientIds: ReadonlySet<string>;
  equipmentOptions: SelectOption[];
  ingredientRefs: { id: string; label: string }[];
  images: ReadonlyMap<string, ImageView>;
  addImage(image: ImageView): void;
  errors: FieldErrors;
  clearError(key: string): void;
};

const RecipeEditorContext = createContext<RecipeEditorContextValue | null>(null);

export function useRecipeEditor(): RecipeEditorContextValue {
  const value = useContext(RecipeEditorContext);
  if (!value) throw new Error("useRecipeEditor is for parts of the recipe editor");
  return value;
}

export function RecipeEditorProvider({
  value,
  children,
}: {
  value: RecipeEditorContextValue;
  children: ReactNode;
}) {
  return <RecipeEditorContext.Provider value={value}>{children}</RecipeEditorContext.Provider>;
}

const KIND_LABELS: Record<UnitView["kind"], string> = {
  volume: "Volume",
  weight: "Weight",
  count: "Count",
  temperature: "Temperature",
  length: "Length",
  size: "Size",
  other: "Other",
};

export const unitLabel = (unit: UnitView) =>
  unit.abbreviation && unit.abbreviation !== unit.title
    ? `${unit.title} (${unit.abbreviation})`
    : unit.title;

/** The catalogues in the shapes the pickers take; computed once per page. */
export function useCatalogues(globals: ManageGlobalsResponse) {
  return useMemo(() => {
    const groups = new Map<string, SelectOption[]>();
    for (const unit of globals.units) {
      const label = KIND_LABELS[unit.kind] ?? "Other";
      const list = groups.get(label) ?? [];
      list.push({ value: unit.id, label: unitLabel(unit) });
      groups.set(label, list);
    }
    return {
      units: globals.units,
      unitsById: new Map(globals.units.map((unit) => [unit.id, unit])),
      unitOptions: [...groups].map(([label, options]) => ({ label, options })),
      ingredientOptions: globals.ingredients.map((ingredient) => ({
        value: ingredient.id,
        label: ingredient.title,
        hint: ingredient.siteId ? "(your site)" : undefined,
      })),
      ownIngredientIds: new Set(
        globals.ingredients.flatMap((ingredient) => (ingredient.siteId ? [ingredient.id] : [])),
      ),
      ingredientTitles: new Map(
        globals.ingredients.map((ingredient) => [ingredient.id, ingredient.title]),
      ),
      equipmentOptions: globals.equipment.map((item) => ({ value: item.id, label: item.title })),
    };
  }, [globals]);
}
