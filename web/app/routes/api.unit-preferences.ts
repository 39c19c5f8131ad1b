import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { type Api, callApi, segment } from "../lib/api.server";
import {
  readWrite,
  reply,
  replyFailure,
  signInRequired,
  siteCall,
} from "../lib/interactions/api-route.server";

type UnitPreferencesBody = Parameters<
  Api["site"][":siteSlug"]["unit-preferences"]["$put"]
>[0]["json"];

/**
 * The recipe page's unit switches, signed in (docs/spec/visitor-experience.md §3 "Visitor
 * preferences"): POST /api/unit-preferences { measurementSystem?, temperatureSystem? } saves the
 * choice to the reader's account, so their other sites and devices follow it; the API checks the
 * values. Signed out, the page keeps the choice in the browser alone and never calls this.
 */
export async function action(args: ActionFunctionArgs) {
  const body = await readWrite(args);
  const call = await siteCall(args);
  if (!call.token) return signInRequired();
  const result = await callApi(
    args,
    (api) =>
      api.site[":siteSlug"]["unit-preferences"].$put({
        param: { siteSlug: segment(call.slug) },
        // Passed on as posted: the API checks the values (a 400 names the wrong one).
        json: {
          measurementSystem: body.measurementSystem,
          temperatureSystem: body.temperatureSystem,
        } as UnitPreferencesBody,
      }),
    { token: call.token },
  );
  return result.ok ? reply(result.body) : replyFailure(result);
}
