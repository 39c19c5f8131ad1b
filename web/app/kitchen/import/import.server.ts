import type { ManageGlobalsResponse } from "../../../../schema/api/manage-sites";
import type {
  ImportDraftResponse,
  RecipeParseResponse,
} from "../../../../schema/api/recipe-import";
import { type ApiArgs, segment, unexpectedApiResult } from "../../lib/api.server";
import { actionFailure, manageFetch, requireKitchenSite } from "../shared/manager.server";
import type { ImportActionResult } from "./import-types";

/** "Import a recipe" (routes/kitchen.$site.recipes.import.tsx): its loader and action. */

export async function loadImportPage(args: ApiArgs, siteSlug: string | undefined) {
  const site = await requireKitchenSite(args, siteSlug);
  const globals = await manageFetch<ManageGlobalsResponse>(args, `/${segment(site.slug)}/globals`);
  if (!globals.ok) throw unexpectedApiResult(globals, `manage globals ${site.slug}`);
  // The preview names units and ingredients; it needs nothing else of the catalogues.
  return {
    units: globals.body.units.map(({ id, title, pluralTitle, abbreviation }) => ({
      id,
      title,
      pluralTitle,
      abbreviation,
    })),
    ingredients: globals.body.ingredients.map(({ id, title }) => ({ id, title })),
  };
}

type ImportRequest = { intent?: unknown; source?: unknown; draft?: unknown };

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
    const result = await manageFetch<RecipeParseResponse>(args, "/recipe-parse", {
      method: "POST",
      body: { ...source, siteSlug: site.slug },
    });
    return result.ok ? { ok: true, intent: "parse", parsed: result.body } : actionFailure(result);
  }
  if (request.intent === "create") {
    const result = await manageFetch<ImportDraftResponse>(
      args,
      `/${segment(site.slug)}/recipe-imports`,
      { method: "POST", body: { draft: request.draft ?? {} } },
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
