import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { type Api, segment } from "../../lib/api.server";
import { resolveHost } from "../../lib/host.server";
import { reply, replyFailure } from "../../lib/interactions/api-route.server";
import { readSessionToken } from "../../lib/session.server";
import { callManage } from "../shared/manager.server";

// The live label's lines pass through as the editor posted them: the API checks them (a 400
// with its issues), so the web app only names them as the route's body.
type PreviewBody = Parameters<
  Api["manage"][":siteSlug"]["nutrition"]["preview"]["$post"]
>[0]["json"];

/**
 * The recipe editor's nutrition calls, from its script (JSON): GET ?q= searches the foods
 * the kitchen offers, POST computes the live label of the lines being edited. The API
 * checks that the caller manages the site (401, 404), answered here as JSON, not pages.
 */
/** The site's slug as the API's path segment, or the answer when the call cannot go on. */
async function siteOf(args: LoaderFunctionArgs | ActionFunctionArgs): Promise<string | Response> {
  const host = await resolveHost(args);
  if (host.kind !== "platform" || !args.params.site) {
    return reply({ error: "not_found", message: "Not found" }, 404);
  }
  if (!readSessionToken(args.request)) {
    return reply({ error: "unauthorized", message: "Sign in again." }, 401);
  }
  return segment(args.params.site);
}

export async function foodSearchLoader(args: LoaderFunctionArgs) {
  const siteSlug = await siteOf(args);
  if (siteSlug instanceof Response) return siteSlug;
  const q = new URL(args.request.url).searchParams.get("q") ?? "";
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].nutrition.foods.$get({ param: { siteSlug }, query: { q, limit: "12" } }),
  );
  return result.ok ? reply(result.body) : replyFailure(result);
}

const matchRequest = z.object({
  intent: z.literal("match"),
  ingredientId: z.uuid(),
  foodNdb: z.string().nullable(),
});

/**
 * POST: `{intent: "match", ingredientId, foodNdb}` sets a site's own ingredient's food (the
 * API recomputes the labels that use it); any other body is the live label's request.
 */
export async function nutritionAction(args: ActionFunctionArgs) {
  const siteSlug = await siteOf(args);
  if (siteSlug instanceof Response) return siteSlug;
  const body: unknown = await args.request.json().catch(() => null);
  const match = matchRequest.safeParse(body);
  if (match.success) {
    const { ingredientId, foodNdb } = match.data;
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"].ingredients[":ingredientId"].food.$put({
        param: { siteSlug, ingredientId },
        json: { foodNdb },
      }),
    );
    return result.ok ? reply(result.body) : replyFailure(result);
  }
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].nutrition.preview.$post({
      param: { siteSlug },
      json: body as PreviewBody,
    }),
  );
  return result.ok ? reply(result.body) : replyFailure(result);
}
