import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, type ShouldRevalidateFunction, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "../components/GeneralErrorBoundary";
import newsletterStyles from "../kitchen/newsletters/newsletters.css?url";
import nutritionStyles from "../kitchen/nutrition/nutrition.css?url";
import { RecipeEditor } from "../kitchen/recipes/RecipeEditor";
import { loadRecipeEditor, recipeEditorAction } from "../kitchen/recipes/recipe-editor.server";
import { recipeName } from "../kitchen/recipes/recipe-name";
import { networkTolerantAction } from "../kitchen/shared/action-result";
import { useKitchenSite } from "../kitchen/shared/use-kitchen-site";
import { pageTitle } from "../lib/root-data";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: newsletterStyles },
  { rel: "stylesheet", href: nutritionStyles },
];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data ? `Edit: ${recipeName(data.recipe.title)}` : "Recipe");

export const loader = (args: LoaderFunctionArgs) =>
  loadRecipeEditor(args, args.params.site, args.params.recipeId);

/** Save (PUT), publish, unpublish and delete, from the editor's fetchers (JSON bodies). */
export const action = (args: ActionFunctionArgs) =>
  recipeEditorAction(args, args.params.site, args.params.recipeId);
export const clientAction = networkTolerantAction;

/**
 * The editor holds the recipe in its own state and each save answers with the saved recipe,
 * so its own calls (and uploads) need not reload the recipe and the catalogues.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) => {
  if (currentParams.recipeId !== nextParams.recipeId) return true;
  if (formMethod && formMethod.toUpperCase() === "POST") return false;
  return defaultShouldRevalidate;
};

export default function RecipeEditorPage() {
  const { recipe, globals, newsletter } = useLoaderData<typeof loader>();
  const site = useKitchenSite();
  return (
    <RecipeEditor
      // Another recipe is a new editor, not this one's state with new data.
      key={recipe.id}
      recipe={recipe}
      globals={globals}
      newsletter={newsletter}
      siteSlug={site.slug}
      siteUrl={site.url}
      actionPath={`/kitchen/${encodeURIComponent(site.slug)}/recipes/${recipe.id}`}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
