import { type Api, type ApiArgs, segment, unexpectedApiResult } from "../../lib/api.server";
import { actionFailure, callManage, requireKitchenSite } from "../shared/manager.server";
import type { ImportActionResult } from "./import-types";

/** "Import a recipe" (routes/kitchen.$site.recipes.import.tsx): its loader and action. */

export async function loadImportPage(args: ApiArgs, siteSlug: string | undefined) {
  const site = await requireKitchenSite(args, siteSlug);
  const globals = await callManage(args, (manage) =>
    manage[":siteSlug"].globals.$get({ param: { siteSlug: segment(site.slug) } }),
  );
  if (!globals.ok) throw unexpectedApiResult(globals, `manage globals ${site.slug}`);
  // The preview names units and ingredients; it needs nothing else of the catalogues. Units
  // stay whole: a step's measurements are written with them as on the recipe page.
  return {
    units: globals.body.units,
    ingredients: globals.body.ingredients.map(({ id, title }) => ({ id, title })),
  };
}

type ImportRequest = { intent?: unknown; source?: unknown; draft?: unknown };
// The browser's source and draft pass through as they came: the API checks them (a 400 with
// its issues), so the web app only names them as the route's bodies.
type RecipeParseBody = Parameters<Api["manage"]["recipe-parse"]["$post"]>[0]["json"];
type ImportDraftBody = Parameters<Api["manage"][":siteSlug"]["recipe-imports"]["$post"]>[0]["json"];

/**
 * intent "parse": a source ({ url } | { html, url? } | { text }) → the draft for the preview.
 * intent "create": the checked draft → a draft recipe ("Create draft").
 */
export async function importAction(
  args: ApiArgs,
  siteSlug: string | undefined,
): Promise<ImportActionResult> {
  const site = await requireKitchenSite(args, siteSlug);
  const request = ((await args.request.json().catch(() => null)) ?? {}) as ImportRequest;
  if (request.intent === "parse") {
    const source = typeof request.source === "object" && request.source ? request.source : {};
    const result = await callManage(args, (manage) =>
      manage["recipe-parse"].$post({ json: { ...source, siteSlug: site.slug } as RecipeParseBody }),
    );
    return result.ok ? { ok: true, intent: "parse", parsed: result.body } : actionFailure(result);
  }
  if (request.intent === "create") {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["recipe-imports"].$post({
        param: { siteSlug: segment(site.slug) },
        json: { draft: (request.draft ?? {}) as ImportDraftBody["draft"] },
      }),
    );
    return result.ok ? { ok: true, intent: "create", created: result.body } : actionFailure(result);
  }
  return {
    ok: false,
    status: 400,
    error: "bad_request",
    message: "Unknown request",
    issues: [],
  };
}
