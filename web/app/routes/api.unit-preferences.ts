import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { UnitPreferencesResponse } from "../../../schema/api/unit-preferences";
import { apiFetch } from "../lib/api.server";
import {
  readWrite,
  reply,
  replyFailure,
  signInRequired,
  siteCall,
} from "../lib/interactions/api-route.server";

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
  const result = await apiFetch<UnitPreferencesResponse>(
    args,
    `${call.sitePath}/unit-preferences`,
    {
      method: "PUT",
      token: call.token,
      body: {
        measurementSystem: body.measurementSystem,
        temperatureSystem: body.temperatureSystem,
      },
    },
  );
  return result.ok ? reply(result.body) : replyFailure(result);
}
