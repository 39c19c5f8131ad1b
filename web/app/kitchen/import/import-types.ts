import type { ImportDraftResponse, RecipeParseResponse } from "@schema/api/recipe-import";
import type { ActionFailure } from "../shared/action-result";

/** What the import page's action answers its fetcher with. */
export type ImportActionResult =
  | { ok: true; intent: "parse"; parsed: RecipeParseResponse }
  | { ok: true; intent: "create"; created: ImportDraftResponse }
  | ActionFailure;

export type PreviewUnit = {
  id: string;
  title: string;
  pluralTitle: string;
  abbreviation: string | null;
};
export type PreviewIngredient = { id: string; title: string };
