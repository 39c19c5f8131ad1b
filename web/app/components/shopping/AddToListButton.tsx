import { Link } from "@remix-run/react";

type Props = { recipeSlug: string; multiplier: number; system: "metric" | "imperial" };

/**
 * "Add to shopping list" under the ingredients, at the page's scale and units. A plain form
 * rendered on the server (without script it posts to /shopping-list and lands there). With
 * script, everything the press does, the status it shows included, is in
 * add-recipe.client.ts, fetched on the press: the recipe page's own code is over its budget,
 * so this form carries nothing but the import.
 */
export function AddToListButton({ recipeSlug, multiplier, system }: Props) {
  return (
    <form
      method="post"
      action="/shopping-list"
      className="add-to-list"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        import("../../lib/shopping/add-recipe.client").then(
          (module) => module.pressAddToList(form),
          () => form.submit(),
        );
      }}
    >
      <input type="hidden" name="recipeSlug" value={recipeSlug} />
      <input type="hidden" name="scale" value={multiplier} />
      <input type="hidden" name="system" value={system} />
      <button type="submit" className="button button--secondary">
        Add to shopping list
      </button>
      {/* The way back to the list, for a reader signed out too (theirs is in this browser). */}
      <Link className="add-to-list__view" to="/shopping-list">
        View list
      </Link>
      <p className="add-to-list__status" role="status" />
    </form>
  );
}
