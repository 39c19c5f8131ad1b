import { useMemo } from "react";
import { recipeName } from "../recipes/recipe-name";
import { Combobox } from "../shared/Combobox";
import { FieldError } from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { ReorderableList } from "../shared/ReorderableList";
import { useSectionForm } from "./SectionForm";

export type PickableRecipe = { id: string; title: string; status: "draft" | "published" };

type Props = {
  /** Posted as name.0, name.1… in the chosen order (recipeIds, featuredRecipeIds). */
  name: string;
  /** "Recipes in this collection", "Featured recipes". */
  label: string;
  recipes: readonly PickableRecipe[];
  value: readonly string[];
  onChange(ids: string[]): void;
  /** At most this many (the home page features five). */
  max?: number;
  emptyText: string;
};

/**
 * An ordered pick of the site's recipes: search to add, drag or Move up/down to reorder,
 * Remove to take one out. The order posts with the form as numbered hidden fields.
 */
export function RecipePicker({ name, label, recipes, value, onChange, max, emptyText }: Props) {
  const { errors, markDirty } = useSectionForm();
  const byId = useMemo(() => new Map(recipes.map((recipe) => [recipe.id, recipe])), [recipes]);
  const options = useMemo(
    () =>
      recipes
        .filter((recipe) => !value.includes(recipe.id))
        .map((recipe) => ({
          value: recipe.id,
          label: recipeName(recipe.title),
          hint: recipe.status === "draft" ? "(draft)" : undefined,
        })),
    [recipes, value],
  );
  const full = max !== undefined && value.length >= max;
  const set = (ids: string[]) => {
    onChange(ids);
    markDirty();
  };
  const titleOf = (id: string) => {
    const recipe = byId.get(id);
    return recipe ? recipeName(recipe.title) : "A recipe that no longer exists";
  };
  // The list's own issue ("at most 5"); a row's issue shows at the row.
  const message = errors[name];

  return (
    <div className="recipe-picker" id={fieldDomId(name)}>
      {value.length === 0 ? (
        <p className="empty-state">{emptyText}</p>
      ) : (
        <ReorderableList
          as="ol"
          label={label}
          items={value}
          keyOf={(id) => id}
          itemLabel={(id) => titleOf(id)}
          onReorder={set}
          className="picked-recipes"
          renderItem={(id, { handle, index }) => (
            <div className="picked-recipe">
              {handle}
              <input type="hidden" name={`${name}.${index}`} value={id} />
              <span className="picked-recipe__title">
                {titleOf(id)}
                {byId.get(id)?.status === "draft" ? (
                  <span className="status-badge status-badge--draft">Draft</span>
                ) : null}
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => set(value.filter((entry) => entry !== id))}
              >
                Remove<span className="visually-hidden"> {titleOf(id)}</span>
              </button>
              <FieldError id={fieldDomId(`${name}.${index}`)} error={errors[`${name}.${index}`]} />
            </div>
          )}
        />
      )}
      {full ? (
        <p className="field__hint">{max} is the most you can pick. Remove one to add another.</p>
      ) : (
        <Combobox
          label="Add a recipe"
          hint={
            recipes.length === 0
              ? "There are no recipes to pick from yet."
              : "Type to search by title."
          }
          options={options}
          display=""
          clearOnChoose
          placeholder="Search recipes…"
          onChoose={(choice) => {
            if (choice?.kind === "option" && !value.includes(choice.value))
              set([...value, choice.value]);
          }}
        />
      )}
      <FieldError id={fieldDomId(name)} error={message} />
    </div>
  );
}
