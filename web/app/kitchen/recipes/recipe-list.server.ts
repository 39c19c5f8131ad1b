import { data, redirect } from "@remix-run/cloudflare";
import { type ApiArgs, segment, unexpectedApiResult } from "../../lib/api.server";
import { callManage, requireKitchenSite } from "../shared/manager.server";
import { listQueryFromUrl, listSearchParams } from "./recipe-list-query";

/** The recipe list's loader, and "New recipe" (routes/kitchen.$site.recipes.*). */

export async function loadRecipeList(args: ApiArgs, siteSlug: string | undefined) {
  const site = await requireKitchenSite(args, siteSlug);
  const query = listQueryFromUrl(new URL(args.request.url));
  const param = { siteSlug: segment(site.slug) };
  const [result, open] = await Promise.all([
    callManage(args, (manage) =>
      manage[":siteSlug"].recipes.$get({ param, query: listSearchParams(query) }),
    ),
    callManage(args, (manage) => manage[":siteSlug"]["recipe-editors"].$get({ param })),
  ]);
  if (!result.ok) throw unexpectedApiResult(result, `manage recipes ${site.slug}`);
  // Who has a recipe open is a courtesy: the list shows without it if it cannot be read.
  const editors = open.ok
    ? Object.fromEntries(open.body.recipes.map((entry) => [entry.recipeId, entry.editors]))
    : {};
  return { list: result.body, query, editors };
}

const randomSuffix = () => crypto.randomUUID().replace(/-/g, "").slice(0, 6);

/**
 * A new recipe is a draft saved at once (no title yet, a unique placeholder slug), so the
 * editor always edits a saved recipe and can autosave. The title starts empty, not as
 * "Untitled recipe" (which the author typed after); the slug follows it once typed.
 */
export async function createDraftRecipe(args: ApiArgs, siteSlug: string | undefined) {
  const site = await requireKitchenSite(args, siteSlug);
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"].recipes.$post({
        param: { siteSlug: segment(site.slug) },
        json: { title: "", slug: `untitled-recipe-${randomSuffix()}` },
      }),
    );
    if (result.ok) {
      return redirect(`/kitchen/${segment(site.slug)}/recipes/${segment(result.body.recipe.id)}`);
    }
    if (result.status !== 409) throw unexpectedApiResult(result, "create draft recipe");
  }
  throw data(null, { status: 502 });
}
