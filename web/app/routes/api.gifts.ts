import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
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
 * The recipe page's Gift dialog: GET /api/gifts answers { allowance } (this month's gifts
 * left); POST /api/gifts { recipeId, email, message } sends one and answers { gift, allowance }.
 */
export async function loader(args: LoaderFunctionArgs) {
  const call = await siteCall(args);
  if (!call.token) return signInRequired();
  const result = await callApi(
    args,
    (api) =>
      api.site[":siteSlug"].gifts.allowance.$get({ param: { siteSlug: segment(call.slug) } }),
    { token: call.token },
  );
  return result.ok ? reply(result.body) : replyFailure(result);
}

export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const call = await siteCall(args);
  if (!call.token) return signInRequired();
  const json = {
    recipeId: stringField(body, "recipeId") ?? "",
    email: stringField(body, "email") ?? "",
    message: stringField(body, "message"),
  };
  const result = await callApi(
    args,
    (api) => api.site[":siteSlug"].gifts.$post({ param: { siteSlug: segment(call.slug) }, json }),
    { token: call.token },
  );
  return result.ok ? reply(result.body, 201) : replyFailure(result);
}
