import type { RecipeCard } from "@schema/api/public-read";
import { type ApiArgs, callApi, segment, unexpectedApiResult } from "../api.server";

/** Pages through a site's published recipes, newest first, up to `max`. */
export async function publishedRecipes(
  args: ApiArgs,
  siteSlug: string,
  max: number,
): Promise<RecipeCard[]> {
  const recipes: RecipeCard[] = [];
  const limit = 100;
  for (let offset = 0; offset < max; offset += limit) {
    const query = {
      limit: String(Math.min(limit, max - offset)),
      offset: String(offset),
      orderBy: "published_at_desc",
    };
    const result = await callApi(args, (api) =>
      api.site[":siteSlug"].recipes.$get({ param: { siteSlug: segment(siteSlug) }, query }),
    );
    if (!result.ok) throw unexpectedApiResult(result, `recipes of ${siteSlug}`);
    recipes.push(...result.body.recipes);
    if (recipes.length >= result.body.total || result.body.recipes.length === 0) break;
  }
  return recipes;
}
