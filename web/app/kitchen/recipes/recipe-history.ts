import type { RecipeRevisionSummary } from "@schema/api/recipe-revisions";
import { type ErrorBody, visitorMessage } from "../../lib/interactions/api-client";

/**
 * What the recipe editor's History section and its route (recipe-history.server.ts) share:
 * the route's address and the words for what made each version.
 */

/** The history's route, beside the recipe editor's; `?revision={id}` asks for one version. */
export const recipeHistoryPath = (siteSlug: string, recipeId: string) =>
  `/kitchen/${encodeURIComponent(siteSlug)}/recipes/${recipeId}/history`;

/** The query parameter that asks the route for one version rather than the list. */
export const REVISION_PARAM = "revision";

export const recipeVersionPath = (historyPath: string, revisionId: string) =>
  `${historyPath}?${new URLSearchParams({ [REVISION_PARAM]: revisionId })}`;

export const VERSION_KIND_LABELS: Record<RecipeRevisionSummary["kind"], string> = {
  published: "Published",
  saved: "Saved",
  created: "Created",
  restored: "Restored",
  earlier: "Before history was kept",
};

/** What to say when the history or a version could not be loaded. */
export function historyFailure(result: { ok: false; status: number; body: ErrorBody | null }) {
  if (result.status === 0) return "The kitchen could not reach the server. Check your connection.";
  return visitorMessage(result) ?? "Something went wrong on our side.";
}
