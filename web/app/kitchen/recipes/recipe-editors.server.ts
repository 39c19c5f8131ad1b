import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { segment } from "../../lib/api.server";
import { reply, replyFailure } from "../../lib/interactions/api-route.server";
import { managedRecipe } from "../shared/managed-recipe.server";
import { callManage } from "../shared/manager.server";

const editorsRequest = z.object({ tabId: z.uuid(), leaving: z.boolean().optional() });

/**
 * POST /kitchen/{site}/recipes/{id}/editors, called by the recipe editor's script (JSON):
 * `{ tabId }` says this tab has the recipe open and answers who else has (the API's PUT);
 * `{ tabId, leaving: true }` says it closed (DELETE). The API's 401 and 404 pass through,
 * but for leaving a recipe that is gone.
 */
export async function recipeEditorsAction(args: ActionFunctionArgs) {
  const recipe = await managedRecipe(args);
  if (recipe instanceof Response) return recipe;
  const parsed = editorsRequest.safeParse(await args.request.json().catch(() => null));
  if (!parsed.success) {
    return reply({ error: "bad_request", message: "Send a tab id" }, 400);
  }
  const param = {
    siteSlug: segment(recipe.siteSlug),
    recipeId: segment(recipe.recipeId),
    tabId: segment(parsed.data.tabId),
  };
  if (parsed.data.leaving) {
    const left = await callManage(args, (manage) =>
      manage[":siteSlug"].recipes[":recipeId"].editors[":tabId"].$delete({ param }),
    );
    // A recipe that is gone (deleted in this very tab, which then leaves it) has no editors
    // left to tell: leaving it is done.
    return left.ok || left.status === 404
      ? new Response(null, { status: 204 })
      : replyFailure(left);
  }
  const seen = await callManage(args, (manage) =>
    manage[":siteSlug"].recipes[":recipeId"].editors[":tabId"].$put({ param }),
  );
  return seen.ok ? reply(seen.body) : replyFailure(seen);
}
