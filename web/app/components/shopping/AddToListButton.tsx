import { useState } from "react";

type Props = { recipeSlug: string; multiplier: number; system: "metric" | "imperial" };

type State = { kind: "idle" | "busy" | "done" | "failed"; message: string };

/**
 * "Add to shopping list" under the ingredients, at the page's scale and units. A plain form
 * rendered on the server (without script it posts to /shopping-list and lands there); with
 * script its work (add-recipe.client.ts) is fetched on the press, so the recipe page's first
 * load carries none of the list's code.
 */
export function AddToListButton({ recipeSlug, multiplier, system }: Props) {
  const [state, setState] = useState<State>({ kind: "idle", message: "" });
  return (
    <form
      method="post"
      action="/shopping-list"
      className="add-to-list"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setState({ kind: "busy", message: "Adding…" });
        import("../../lib/shopping/add-recipe.client")
          .then((module) => module.addRecipeToList(form))
          .then(
            (message) => setState({ kind: "done", message }),
            (error: unknown) =>
              setState({
                kind: "failed",
                message:
                  error instanceof Error && error.message
                    ? error.message
                    : "The recipe could not be added. Please try again.",
              }),
          );
      }}
    >
      <input type="hidden" name="intent" value="add-recipe" />
      <input type="hidden" name="recipeSlug" value={recipeSlug} />
      <input type="hidden" name="scale" value={multiplier} />
      <input type="hidden" name="system" value={system} />
      <button
        type="submit"
        className="button button--secondary"
        aria-busy={state.kind === "busy"}
        disabled={state.kind === "busy"}
      >
        Add to shopping list
      </button>
      <p className="add-to-list__status" role="status">
        {state.message}
        {state.kind === "done" ? (
          <>
            {" "}
            <a href="/shopping-list">View list</a>
          </>
        ) : null}
      </p>
    </form>
  );
}
