import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import type {
  FoodSearchResponse,
  IngredientFoodResponse,
  NutritionPreviewResponse,
} from "../../../../schema/api/answers/nutrition";
import { segment } from "../../lib/api.server";
import { resolveHost } from "../../lib/host.server";
import { reply, replyFailure } from "../../lib/interactions/api-route.server";
import { readSessionToken } from "../../lib/session.server";
import { manageFetch } from "../shared/manager.server";

/**
 * The recipe editor's nutrition calls, from its script (JSON): GET ?q= searches the foods
 * the kitchen offers, POST computes the live label of the lines being edited. The API
 * checks that the caller manages the site (401, 404), answered here as JSON, not pages.
 */
async function siteOf(args: LoaderFunctionArgs | ActionFunctionArgs): Promise<string | Response> {
  const host = await resolveHost(args);
  if (host.kind !== "platform" || !args.params.site) {
    return reply({ error: "not_found", message: "Not found" }, 404);
  }
  if (!readSessionToken(args.request)) {
    return reply({ error: "unauthorized", message: "Sign in again." }, 401);
  }
  return `/${segment(args.params.site)}`;
}

export async function foodSearchLoader(args: LoaderFunctionArgs) {
  const base = await siteOf(args);
  if (base instanceof Response) return base;
  const q = new URL(args.request.url).searchParams.get("q") ?? "";
  const result = await manageFetch<FoodSearchResponse>(
    args,
    `${base}/nutrition/foods?${new URLSearchParams({ q, limit: "12" })}`,
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
  const base = await siteOf(args);
  if (base instanceof Response) return base;
  const body: unknown = await args.request.json().catch(() => null);
  const match = matchRequest.safeParse(body);
  if (match.success) {
    const { ingredientId, foodNdb } = match.data;
    const result = await manageFetch<IngredientFoodResponse>(
      args,
      `${base}/ingredients/${segment(ingredientId)}/food`,
      { method: "PUT", body: { foodNdb } },
    );
    return result.ok ? reply(result.body) : replyFailure(result);
  }
  const result = await manageFetch<NutritionPreviewResponse>(args, `${base}/nutrition/preview`, {
    method: "POST",
    body,
  });
  return result.ok ? reply(result.body) : replyFailure(result);
}
