import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { BookmarkResponse } from "../../../schema/api/account";
import { apiFetch, segment } from "../lib/api.server";
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
  const result =
    body.saved === true
      ? await apiFetch<BookmarkResponse>(args, `${call.sitePath}/bookmarks`, {
          method: "POST",
          token: call.token,
          body: { recipeId },
        })
      : await apiFetch<BookmarkResponse>(args, `${call.sitePath}/bookmarks/${segment(recipeId)}`, {
          method: "DELETE",
          token: call.token,
        });
  return result.ok ? reply(result.body) : replyFailure(result);
}
