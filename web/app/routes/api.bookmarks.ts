import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { callApi, segment } from "../lib/api.server";
import {
  readWrite,
  reply,
  replyFailure,
  signInRequired,
  siteCall,
  stringField,
} from "../lib/interactions/api-route.server";

/**
 * The Save button (docs/spec/visitor-experience.md §4 "Bookmark"): POST /api/bookmarks { recipeId,
 * saved } bookmarks or unbookmarks the recipe and answers { siteUserData }, whose list replaces the
 * page's.
 */
export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const call = await siteCall(args);
  if (!call.token) return signInRequired();
  const recipeId = stringField(body, "recipeId") ?? "";
  const param = { siteSlug: segment(call.slug) };
  const result =
    body.saved === true
      ? await callApi(
          args,
          (api) => api.site[":siteSlug"].bookmarks.$post({ param, json: { recipeId } }),
          { token: call.token },
        )
      : await callApi(
          args,
          (api) =>
            api.site[":siteSlug"].bookmarks[":recipeId"].$delete({
              param: { ...param, recipeId: segment(recipeId) },
            }),
          { token: call.token },
        );
  return result.ok ? reply(result.body) : replyFailure(result);
}
