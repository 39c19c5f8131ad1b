import { data, redirect } from "@remix-run/cloudflare";
import type { ManageRecipeResponse } from "../../../../schema/api/manage-recipes";
import type { ManageGlobalsResponse } from "../../../../schema/api/manage-sites";
import { IDEMPOTENCY_KEY_MAX } from "../../../../schema/api/newsletters";
import { type ApiArgs, segment, unexpectedApiResult } from "../../lib/api.server";
import { loadNewsletterPanel } from "../newsletters/newsletter.server";
import { actionFailure, manageFetch, requireKitchenSite } from "../shared/manager.server";
import type { RecipeActionResult } from "./recipe-action-types";

/** The recipe editor's loader and action (routes/kitchen.$site.recipes.$recipeId.tsx). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadRecipeEditor(
  args: ApiArgs,
  siteSlug: string | undefined,
  recipeId: string | undefined,
) {
  const site = await requireKitchenSite(args, siteSlug);
  if (!recipeId || !UUID.test(recipeId)) throw data(null, { status: 404 });
  const base = `/${segment(site.slug)}`;
  const [recipe, globals, newsletter] = await Promise.all([
    manageFetch<ManageRecipeResponse>(args, `${base}/recipes/${segment(recipeId)}`),
    manageFetch<ManageGlobalsResponse>(args, `${base}/globals`),
    loadNewsletterPanel(args, site.slug, recipeId),
  ]);
  if (!recipe.ok) throw unexpectedApiResult(recipe, `manage recipe ${recipeId}`);
  if (!globals.ok) throw unexpectedApiResult(globals, `manage globals ${site.slug}`);
  return { recipe: recipe.body.recipe, globals: globals.body, newsletter };
}

type EditorRequest = {
  intent?: unknown;
  recipe?: unknown;
  newsletter?: unknown;
  /** Names one publish-with-e-mail: a retried request makes one send. */
  idempotencyKey?: unknown;
};

export async function recipeEditorAction(
  args: ApiArgs,
  siteSlug: string | undefined,
  recipeId: string | undefined,
) {
  const site = await requireKitchenSite(args, siteSlug);
  if (!recipeId || !UUID.test(recipeId)) throw data(null, { status: 404 });
  const path = `/${segment(site.slug)}/recipes/${segment(recipeId)}`;
  const request = ((await args.request.json().catch(() => null)) ?? {}) as EditorRequest;

  // The API validates the recipe itself; here only the intent picks the call.
  let result: Awaited<ReturnType<typeof manageFetch<ManageRecipeResponse>>>;
  switch (request.intent) {
    case "save":
      result = await manageFetch(args, path, { method: "PUT", body: request.recipe ?? {} });
      break;
    case "publish": {
      const recipe = (request.recipe ?? {}) as Record<string, unknown>;
      const key = request.idempotencyKey;
      result = await manageFetch(args, `${path}/publish`, {
        method: "POST",
        body: { ...recipe, newsletter: request.newsletter ?? null },
        headers:
          typeof key === "string" && key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX
            ? { "Idempotency-Key": key }
            : undefined,
      });
      break;
    }
    case "unpublish":
      result = await manageFetch(args, `${path}/unpublish`, { method: "POST" });
      break;
    case "delete": {
      const deleted = await manageFetch<null>(args, path, { method: "DELETE" });
      if (deleted.ok || deleted.status === 404) {
        throw redirect(`/kitchen/${segment(site.slug)}/recipes`);
      }
      return data<RecipeActionResult>(actionFailure(deleted), deleted.status);
    }
    default:
      throw data(null, { status: 400 });
  }
  if (!result.ok) return data<RecipeActionResult>(actionFailure(result), result.status);
  return data<RecipeActionResult>({ ok: true, recipe: result.body.recipe });
}
