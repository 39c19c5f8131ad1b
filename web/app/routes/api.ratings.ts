import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { RatingResponse } from "../../../schema/api/ratings";
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
 * The recipe page's star input (in the comments island): POST /api/ratings
 * { intent: "rate", recipeId, stars } or { intent: "remove", recipeId } → { rating }.
 * A rating with words goes through /api/comments (create with stars).
 */
export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const call = await siteCall(args);
  if (!call.token) return signInRequired();
  const recipeId = stringField(body, "recipeId") ?? "";
  const intent = stringField(body, "intent");
  if (intent !== "rate" && intent !== "remove") {
    return reply({ error: "bad_request", message: "Unknown rating action" }, 400);
  }
  const result =
    intent === "rate"
      ? await apiFetch<RatingResponse>(args, `${call.sitePath}/ratings`, {
          method: "PUT",
          token: call.token,
          body: { recipeId, stars: body.stars },
        })
      : await apiFetch<RatingResponse>(args, `${call.sitePath}/ratings/${segment(recipeId)}`, {
          method: "DELETE",
          token: call.token,
        });
  return result.ok ? reply(result.body) : replyFailure(result);
}
