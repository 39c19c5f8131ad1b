import { findOne } from "domutils";
import { parseDocument } from "htmlparser2";
import { attr } from "./html-text";
import { jsonLdRecipe } from "./json-ld";
import { microdataRecipe } from "./microdata";
import { cardRecipe } from "./recipe-cards";
import { type SourceRecipe, lineCount, stepCount } from "./source-recipe";

/**
 * The recipe on a saved or fetched page: schema.org JSON-LD first, then microdata, then the
 * recipe card's markup, each filling what the one before left out. Groups come from the card
 * when the structured data flattened them (WP Recipe Maker's JSON-LD has no ingredient
 * groups). Null when the page has no recipe at all.
 */
export function readPage(html: string, pageUrl: string | null): SourceRecipe | null {
  const document = parseDocument(html, { decodeEntities: true });
  const readers = [jsonLdRecipe(document), microdataRecipe(document), cardRecipe(document)];
  const found = readers.filter((source): source is SourceRecipe => source !== null);
  const [first, ...rest] = found;
  if (!first) return null;
  const recipe = { ...first };
  for (const other of rest) fillFrom(recipe, other);
  if (!recipe.images.length) {
    const og = findOne(
      (element) => element.name === "meta" && attr(element, "property") === "og:image",
      document.children,
    );
    const content = og ? attr(og, "content") : undefined;
    if (content) recipe.images = [content];
  }
  recipe.images = recipe.images
    .map((src) => absolute(src, pageUrl))
    .filter((src): src is string => src !== null);
  if (!recipe.title && !lineCount(recipe) && !stepCount(recipe)) return null;
  return recipe;
}

function fillFrom(target: SourceRecipe, other: SourceRecipe) {
  target.title ??= other.title;
  target.description ??= other.description;
  target.prepMinutes ??= other.prepMinutes;
  target.cookMinutes ??= other.cookMinutes;
  target.totalMinutes ??= other.totalMinutes;
  target.video ??= other.video;
  for (const key of ["images", "yields", "keywords", "categories", "cuisines", "diets"] as const) {
    if (!target[key].length) target[key] = other[key];
  }
  if (!target.equipment.length) target.equipment = other.equipment;
  if (!target.notes.length) target.notes = other.notes;
  // Richer lists win: more groups, or lines where there were none.
  const richer = <T extends { title: string | null }>(
    mine: T[],
    theirs: T[],
    count: (g: T[]) => number,
  ) =>
    (theirs.length > mine.length && count(theirs) >= count(mine)) || (!count(mine) && count(theirs))
      ? theirs
      : mine;
  target.ingredientGroups = richer(target.ingredientGroups, other.ingredientGroups, (groups) =>
    groups.reduce((sum, group) => sum + group.lines.length, 0),
  );
  target.instructionGroups = richer(target.instructionGroups, other.instructionGroups, (groups) =>
    groups.reduce((sum, group) => sum + group.steps.length, 0),
  );
}

function absolute(src: string, base: string | null): string | null {
  try {
    const url = base ? new URL(src, base) : new URL(src);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
