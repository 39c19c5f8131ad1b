import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { segment } from "../../lib/api.server";
import { reply, replyFailure } from "../../lib/interactions/api-route.server";
import { managedRecipe } from "../shared/managed-recipe.server";
import { callManage } from "../shared/manager.server";
import { REVISION_PARAM } from "./recipe-history";

const UUID = z.uuid();

/**
 * GET /kitchen/{site}/recipes/{id}/history, called by the editor's History section (JSON):
 * the recipe's versions, newest first, or with `?revision={id}` one version and the recipe
 * as it held it. The API's answers pass through as they are; its 401 and 404 too.
 */
export async function recipeHistoryLoader(args: LoaderFunctionArgs) {
  const recipe = await managedRecipe(args);
  if (recipe instanceof Response) return recipe;
  const param = { siteSlug: segment(recipe.siteSlug), recipeId: segment(recipe.recipeId) };
  const asked = new URL(args.request.url).searchParams.get(REVISION_PARAM);
  if (asked === null) {
    const list = await callManage(args, (manage) =>
      manage[":siteSlug"].recipes[":recipeId"].revisions.$get({ param }),
    );
    return list.ok ? reply(list.body) : replyFailure(list);
  }
  // A malformed id names no version: the same 404 as a missing one, without asking the API.
  const revisionId = UUID.safeParse(asked);
  if (!revisionId.success) return reply({ error: "not_found", message: "Version not found" }, 404);
  const version = await callManage(args, (manage) =>
    manage[":siteSlug"].recipes[":recipeId"].revisions[":revisionId"].$get({
      param: { ...param, revisionId: segment(revisionId.data) },
    }),
  );
  return version.ok ? reply(version.body) : replyFailure(version);
}
