import type { ManageGlobalsResponse } from "@schema/api/manage-sites";
import { memo, useMemo } from "react";
import { ChipInput, ChipMultiSelect } from "../shared/Chips";
import { FormSection } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { useRecipeEditor } from "./editor-context";
import type { SetForm } from "./form-update";
import type { RecipeForm, TaxonomyField } from "./recipe-form";

type Props = Pick<RecipeForm, TaxonomyField | "keywords"> & {
  globals: ManageGlobalsResponse;
  setForm: SetForm;
};

const TAXONOMIES: {
  field: TaxonomyField;
  label: string;
  catalogue: keyof ManageGlobalsResponse;
}[] = [
  { field: "cuisineIds", label: "Cuisines", catalogue: "cuisines" },
  { field: "mealIds", label: "Meals", catalogue: "meals" },
  { field: "foodCategoryIds", label: "Categories", catalogue: "foodCategories" },
  { field: "methodIds", label: "Methods", catalogue: "methods" },
  { field: "dietIds", label: "Diets", catalogue: "diets" },
  { field: "tagIds", label: "Tags", catalogue: "tags" },
];

/** The six taxonomies visitors filter by, and free keywords for search. */
export const TaxonomySection = memo(function TaxonomySection({ globals, setForm, ...form }: Props) {
  const { errors, clearError } = useRecipeEditor();
  const options = useMemo(
    () =>
      Object.fromEntries(
        TAXONOMIES.map(({ field, catalogue }) => [
          field,
          (globals[catalogue] as { id: string; title: string }[]).map((term) => ({
            value: term.id,
            label: term.title,
          })),
        ]),
      ) as Record<TaxonomyField, { value: string; label: string }[]>,
    [globals],
  );
  const set = <K extends TaxonomyField | "keywords">(key: K, value: string[]) => {
    clearError(key);
    setForm((current) => ({ ...current, [key]: value }));
  };

  return (
    <FormSection
      legend="Categories and keywords"
      id="section-taxonomies"
      description="Visitors filter and search recipes by these."
    >
      <div className="kgrid kgrid--wide">
        {TAXONOMIES.map(({ field, label }) => (
          <ChipMultiSelect
            key={field}
            id={fieldDomId(field)}
            label={label}
            options={options[field]}
            value={form[field]}
            error={errors[field]}
            onChange={(value) => set(field, value)}
          />
        ))}
      </div>
      <ChipInput
        id={fieldDomId("keywords")}
        label="Keywords"
        hint="Words people might search for. Press Enter or type a comma after each."
        value={form.keywords}
        error={errors.keywords}
        onChange={(value) => set("keywords", value)}
      />
    </FormSection>
  );
});
