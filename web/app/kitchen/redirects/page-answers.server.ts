import { type ApiArgs, callApi, segment } from "../../lib/api.server";

/** Addresses every site answers itself, whatever it publishes. */
const ALWAYS_PAGES = /^\/(?:recipes|collections)?\/?$/;

/**
 * Whether a page of the site answers at `from`, so a redirect from there does nothing while it
 * does (a page always comes first): the home page and the indexes, or a published recipe or
 * collection at that address. The redirect is kept all the same, for when the page goes.
 */
export async function pageAnswersAt(args: ApiArgs, siteSlug: string, from: string) {
  const path = from.split(/[?#]/)[0] ?? from;
  if (ALWAYS_PAGES.test(path)) return true;
  const [, kind, encoded = ""] = /^\/(recipes|collections)\/([^/]+)\/?$/.exec(path) ?? [];
  if (!kind) return false;
  let slug: string;
  try {
    slug = segment(decodeURIComponent(encoded));
  } catch {
    return false;
  }
  const site = segment(siteSlug);
  const result =
    kind === "recipes"
      ? await callApi(args, (api) =>
          api.site[":siteSlug"].recipes[":recipeSlug"].$get({
            param: { siteSlug: site, recipeSlug: slug },
            query: {},
          }),
        )
      : await callApi(args, (api) =>
          api.site[":siteSlug"].collections[":collectionSlug"].$get({
            param: { siteSlug: site, collectionSlug: slug },
          }),
        );
  return result.ok;
}
