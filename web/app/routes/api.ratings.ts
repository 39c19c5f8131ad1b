import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { type Api, callApi, segment } from "../lib/api.server";
import {
  readWrite,
  reply,
  replyFailure,
  signInRequired,
  siteCall,
  stringField,
} from "../lib/interactions/api-route.server";

type RatingBody = Parameters<Api["site"][":siteSlug"]["ratings"]["$put"]>[0]["json"];

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
  const param = { siteSlug: segment(call.slug) };
  // Passed on as posted: the API checks the stars (a 400 says what is wrong).
  const stars = body.stars as RatingBody["stars"];
  const result =
    intent === "rate"
      ? await callApi(
          args,
          (api) => api.site[":siteSlug"].ratings.$put({ param, json: { recipeId, stars } }),
          { token: call.token },
        )
      : await callApi(
          args,
          (api) =>
            api.site[":siteSlug"].ratings[":recipeId"].$delete({
              param: { ...param, recipeId: segment(recipeId) },
            }),
          { token: call.token },
        );
  return result.ok ? reply(result.body) : replyFailure(result);
}
