import type { PublishedNutrition } from "./published-nutrition";
/**
 * A recipe as a page, a card or a text gives it, before anything is matched to the
 * catalogues: every reader (JSON-LD, microdata, recipe cards, plain text) produces this, and
 * one builder turns it into the draft.
 */
export type SourceRecipe = {
  title: string | null;
  description: string | null;
  images: string[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  /** As written: "4 servings", "4", "12 cookies". */
  yields: string[];
  keywords: string[];
  categories: string[];
  cuisines: string[];
  diets: string[];
  ingredientGroups: { title: string | null; lines: string[] }[];
  instructionGroups: { title: string | null; steps: string[] }[];
  equipment: string[];
  notes: string[];
  /** A video address or id. */
  video: string | null;
  /**
   * Read from the page's headings and lists because it had no recipe markup: the preview
   * asks the creator to check it.
   */
  fromPageStructure: boolean;
  /** The nutrition the page publishes, per serving; null when it gives none. */
  nutrition: PublishedNutrition | null;
};

export const emptySource = (): SourceRecipe => ({
  title: null,
  description: null,
  images: [],
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  yields: [],
  keywords: [],
  categories: [],
  cuisines: [],
  diets: [],
  ingredientGroups: [],
  instructionGroups: [],
  equipment: [],
  notes: [],
  video: null,
  fromPageStructure: false,
  nutrition: null,
});

export const lineCount = (source: SourceRecipe) =>
  source.ingredientGroups.reduce((sum, group) => sum + group.lines.length, 0);
export const stepCount = (source: SourceRecipe) =>
  source.instructionGroups.reduce((sum, group) => sum + group.steps.length, 0);
