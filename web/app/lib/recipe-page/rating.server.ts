import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { RatingSummary } from "@schema/api/ratings";
import { callApi, segment } from "../api.server";

/**
 * The recipe's rating for an anonymous view, read apart from the recipe itself. The
 * recipe comes from the public-data cache (up to a minute old) and the page is then kept
 * in the edge cache for another minute; the rating never moves the site's content
 * version (a rating a second would empty the site's cache), so reading it through the
 * same cache could show stars two minutes old. Read fresh here, it is at most as old as
 * the cached page: 60 seconds. A failed read keeps what the recipe carried.
 */
export async function freshRating(
  args: LoaderFunctionArgs,
  siteSlug: string,
  recipeId: string,
): Promise<RatingSummary | null> {
  const result = await callApi(args, (api) =>
    api.site[":siteSlug"].ratings.$get({
      param: { siteSlug: segment(siteSlug) },
      query: { recipeId },
    }),
  );
  if (result.ok) return result.body.rating;
  console.error(`Rating read failed: ${result.status} ${siteSlug}/${recipeId}`);
  return null;
}
