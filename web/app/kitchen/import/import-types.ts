import type { UnitView } from "@schema/api/public-read";
import type { ImportDraftResponse, RecipeParseResponse } from "@schema/api/recipe-import";
import type { ActionFailure } from "../shared/action-result";

/** What the import page's action answers its fetcher with. */
export type ImportActionResult =
  | { ok: true; intent: "parse"; parsed: RecipeParseResponse }
  | { ok: true; intent: "create"; created: ImportDraftResponse }
  | ActionFailure;

/** Whole, as the recipe page has them: a step's measurements read as they will there. */
export type PreviewUnit = UnitView;
export type PreviewIngredient = { id: string; title: string };
