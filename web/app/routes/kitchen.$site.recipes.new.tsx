import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, type MetaFunction } from "@remix-run/react";
import { createDraftRecipe } from "../kitchen/recipes/recipe-list.server";
import { requireKitchenSite } from "../kitchen/shared/manager.server";
import { pageTitle } from "../lib/root-data";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "New recipe");

/**
 * POST: creates a draft and opens it in the editor. A GET (a bookmark, a typed address)
 * creates nothing; it offers the button, since GETs must not write.
 */
export const action = (args: ActionFunctionArgs) => createDraftRecipe(args, args.params.site);

export async function loader(args: LoaderFunctionArgs) {
  await requireKitchenSite(args, args.params.site);
  return null;
}

export default function NewRecipe() {
  return (
    <div className="stack">
      <h1>New recipe</h1>
      <p>A new recipe starts as a draft: only you can see it until you publish it.</p>
      <Form method="post">
        <button type="submit" className="button button--primary">
          Start a new recipe
        </button>
      </Form>
    </div>
  );
}
