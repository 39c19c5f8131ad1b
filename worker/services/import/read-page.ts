import type { Document } from "domhandler";
import { jsonLdRecipe } from "./json-ld";
import { choosePictures } from "./main-picture";
import { microdataRecipe } from "./microdata";
import { structureRecipe } from "./page-structure";
import { parseMarkup } from "./parse-markup";
import { cardRecipe } from "./recipe-cards";
import { lineCount, type SourceRecipe, stepCount } from "./source-recipe";

/**
 * The recipe on a saved or fetched page: schema.org JSON-LD first, then microdata, then the
 * recipe card's markup, each filling what the one before left out. Groups come from the card
 * when the structured data flattened them (WP Recipe Maker's JSON-LD has no ingredient
 * groups), or from the page's own headings over the same lines. A page with none of these
 * is read from its structure (page-structure.ts). Null when the page has no recipe at all.
 */
export function readPage(html: string, pageUrl: string | null): SourceRecipe | null {
  const document = parseMarkup(html, { decodeEntities: true });
  const readers = [jsonLdRecipe(document), microdataRecipe(document), cardRecipe(document)];
  const found = readers.filter((source): source is SourceRecipe => source !== null);
  const structure = structureRecipe(document);
  const [first, ...rest] = found;
  // No markup at all: what the headings and lists say, flagged for checking.
  if (!first) return structure ? finish(structure, document, pageUrl) : null;
  const recipe = { ...first };
  for (const other of rest) fillFrom(recipe, other);
  if (structure && (!lineCount(recipe) || !stepCount(recipe))) fillFrom(recipe, structure);
  // Flattened lines whose page shows them under headings: the page's groups.
  if (structure) adoptGroups(recipe, structure);
  if (!recipe.title && !lineCount(recipe) && !stepCount(recipe)) return null;
  return finish(recipe, document, pageUrl);
}

function finish(recipe: SourceRecipe, document: Document, pageUrl: string | null): SourceRecipe {
  recipe.images = choosePictures(recipe.images, document)
    .map((src) => absolute(src, pageUrl))
    .filter((src): src is string => src !== null);
  return recipe;
}

function fillFrom(target: SourceRecipe, other: SourceRecipe) {
  target.title ??= other.title;
  target.description ??= other.description;
  target.prepMinutes ??= other.prepMinutes;
  target.cookMinutes ??= other.cookMinutes;
  target.totalMinutes ??= other.totalMinutes;
  target.video ??= other.video;
  target.nutrition ??= other.nutrition;
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

const sameLine = (text: string) => text.toLowerCase().replace(/[^a-z0-9½¼¾⅓⅔]+/g, "");

/**
 * The page's grouping of the same lines the markup gave flat (JSON-LD and microdata often
 * drop the "For the sauce" headings the page shows): taken when the lines agree one for one.
 */
function adoptGroups(recipe: SourceRecipe, page: SourceRecipe) {
  const titled = (groups: { title: string | null }[]) => groups.filter((g) => g.title).length;
  const mine = recipe.ingredientGroups.flatMap((group) => group.lines);
  const theirs = page.ingredientGroups.flatMap((group) => group.lines);
  if (
    titled(page.ingredientGroups) > titled(recipe.ingredientGroups) &&
    mine.length === theirs.length &&
    mine.every((line, i) => sameLine(line) === sameLine(theirs[i] ?? ""))
  ) {
    let at = 0;
    recipe.ingredientGroups = page.ingredientGroups.map((group) => {
      const lines = mine.slice(at, at + group.lines.length);
      at += group.lines.length;
      return { title: group.title, lines };
    });
  }
  const myStepList = recipe.instructionGroups.flatMap((group) => group.steps);
  const theirSteps = page.instructionGroups.flatMap((group) => group.steps);
  if (
    titled(page.instructionGroups) > titled(recipe.instructionGroups) &&
    myStepList.length === theirSteps.length &&
    myStepList.every((step, i) => sameLine(step) === sameLine(theirSteps[i] ?? ""))
  ) {
    let at = 0;
    recipe.instructionGroups = page.instructionGroups.map((group) => {
      const steps = myStepList.slice(at, at + group.steps.length);
      at += group.steps.length;
      return { title: group.title, steps };
    });
  }
}
