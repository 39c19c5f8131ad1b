import { data, redirect } from "@remix-run/cloudflare";
import { updatedAtTag } from "@schema/api/common";
import type { ManageRecipeResponse } from "@schema/api/manage-recipes";
import { IDEMPOTENCY_KEY_MAX } from "@schema/api/newsletters";
import {
  type Api,
  type ApiArgs,
  type ApiResult,
  segment,
  unexpectedApiResult,
} from "../../lib/api.server";
import { loadNewsletterPanel } from "../newsletters/newsletter.server";
import { actionFailure, callManage, requireKitchenSite } from "../shared/manager.server";
import type { RecipeActionFailure, RecipeActionResult } from "./recipe-action-types";

/** The recipe editor's loader and action (routes/kitchen.$site.recipes.$recipeId.tsx). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadRecipeEditor(
  args: ApiArgs,
  siteSlug: string | undefined,
  recipeId: string | undefined,
) {
  const site = await requireKitchenSite(args, siteSlug);
  if (!recipeId || !UUID.test(recipeId)) throw data(null, { status: 404 });
  const siteSlugParam = { siteSlug: segment(site.slug) };
  const [recipe, globals, newsletter] = await Promise.all([
    callManage(args, (manage) =>
      manage[":siteSlug"].recipes[":recipeId"].$get({
        param: { ...siteSlugParam, recipeId: segment(recipeId) },
      }),
    ),
    callManage(args, (manage) => manage[":siteSlug"].globals.$get({ param: siteSlugParam })),
    loadNewsletterPanel(args, site.slug, recipeId),
  ]);
  if (!recipe.ok) throw unexpectedApiResult(recipe, `manage recipe ${recipeId}`);
  if (!globals.ok) throw unexpectedApiResult(globals, `manage globals ${site.slug}`);
  return { recipe: recipe.body.recipe, globals: globals.body, newsletter };
}

type RecipeRoute = Api["manage"][":siteSlug"]["recipes"][":recipeId"];
type RecipeSaveBody = Parameters<RecipeRoute["$put"]>[0]["json"];
type RecipePublishBody = Parameters<RecipeRoute["publish"]["$post"]>[0]["json"];

type EditorRequest = {
  intent?: unknown;
  recipe?: unknown;
  newsletter?: unknown;
  /** Names one publish-with-e-mail: a retried request makes one send. */
  idempotencyKey?: unknown;
  /** The `updatedAt` of the version the editor's form is based on (a conditional save). */
  basedOn?: unknown;
  /** The deleted recipe's name, for the list's news of it. */
  title?: unknown;
};

/** The recipe's ETag, from the version the editor says it is based on (absent: no condition). */
function ifMatch(basedOn: unknown): { "if-match"?: string } {
  return typeof basedOn === "string" && basedOn.length > 0 && basedOn.length < 100
    ? { "if-match": updatedAtTag(basedOn) }
    : {};
}

export async function recipeEditorAction(
  args: ApiArgs,
  siteSlug: string | undefined,
  recipeId: string | undefined,
) {
  const site = await requireKitchenSite(args, siteSlug);
  if (!recipeId || !UUID.test(recipeId)) throw data(null, { status: 404 });
  const param = { siteSlug: segment(site.slug), recipeId: segment(recipeId) };
  const recipeRoute = (manage: Api["manage"]) => manage[":siteSlug"].recipes[":recipeId"];
  const request = ((await args.request.json().catch(() => null)) ?? {}) as EditorRequest;

  // The API validates the recipe itself (the editor posts it as it stands, a 400 names the
  // fields); here only the intent picks the call, so the body is passed on as the call's type.
  let result: ApiResult<ManageRecipeResponse>;
  switch (request.intent) {
    case "save":
      result = await callManage(args, (manage) =>
        recipeRoute(manage).$put({
          param,
          header: ifMatch(request.basedOn),
          json: (request.recipe ?? {}) as RecipeSaveBody,
        }),
      );
      break;
    case "publish": {
      const recipe = (request.recipe ?? {}) as Record<string, unknown>;
      const key = request.idempotencyKey;
      const json = { ...recipe, newsletter: request.newsletter ?? null } as RecipePublishBody;
      result = await callManage(
        args,
        (manage) =>
          recipeRoute(manage).publish.$post({ param, header: ifMatch(request.basedOn), json }),
        {
          headers:
            typeof key === "string" && key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX
              ? { "Idempotency-Key": key }
              : undefined,
        },
      );
      break;
    }
    case "unpublish":
      result = await callManage(args, (manage) => recipeRoute(manage).unpublish.$post({ param }));
      break;
    case "delete": {
      const deleted = await callManage(args, (manage) => recipeRoute(manage).$delete({ param }));
      if (deleted.ok || deleted.status === 404) {
        const title = typeof request.title === "string" ? request.title.slice(0, 200) : "";
        throw redirect(
          `/kitchen/${segment(site.slug)}/recipes?${new URLSearchParams({ deleted: title })}`,
        );
      }
      return data<RecipeActionResult>(actionFailure(deleted), deleted.status);
    }
    default:
      throw data(null, { status: 400 });
  }
  if (result.ok) return data<RecipeActionResult>({ ok: true, recipe: result.body.recipe });
  const failure: RecipeActionFailure = actionFailure(result);
  if (result.status === 412) {
    // Saved elsewhere since the form was loaded: the editor offers the saved version.
    const current = await callManage(args, (manage) => recipeRoute(manage).$get({ param }));
    if (current.ok) failure.current = current.body.recipe;
  }
  return data<RecipeActionResult>(failure, result.status);
}
