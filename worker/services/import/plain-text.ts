import { durationMinutes } from "./durations";
import { cleanLine } from "./ingredient-line";
import { matchQuantity } from "./quantity";
import { emptySource, type SourceRecipe } from "./source-recipe";

/**
 * A recipe pasted as text, as people keep them in notes: a title, a few lines about it,
 * "Ingredients", the lines, "Instructions" (or Method, Directions), the steps, and maybe
 * "Notes". Without headings, lines that start with an amount are ingredients and the rest
 * after them are steps.
 */
export const INGREDIENTS_HEADING =
  /^(ingredients?|what you('|’)ll need|you('|’)ll need|you will need)\s*:?$/i;
export const INSTRUCTIONS_HEADING =
  /^(instructions|directions|method|steps|preparation|how to make it|how to make)\s*:?$/i;
const INGREDIENTS = INGREDIENTS_HEADING;
const INSTRUCTIONS = INSTRUCTIONS_HEADING;
const NOTES = /^(notes?|tips?|recipe notes?)\s*:?$/i;
/** "Notes: keeps 3 days in the fridge": the heading and its first note on one line. */
const NOTE_LINE = /^(?:notes?|tips?|recipe notes?)\s*:\s*(.+)$/i;
const TIME = /^(prep|preparation|cook|cooking|bake|baking|total)\s*(time)?\s*:?\s*(.+)$/i;
export const YIELD_LINE = /^(serves|servings|yield|yields|makes)\s*:?\s*(.+)$/i;
const YIELD = YIELD_LINE;

export function readText(text: string): SourceRecipe {
  const source = emptySource();
  const lines = text.split(/\r?\n/).map(cleanLine);
  let section: "head" | "ingredients" | "instructions" | "notes" = "head";
  const description: string[] = [];
  const sawHeadings = lines.some((line) => INGREDIENTS.test(line));
  for (const line of lines) {
    if (!line) continue;
    if (INGREDIENTS.test(line)) section = "ingredients";
    else if (INSTRUCTIONS.test(line)) section = "instructions";
    else if (NOTES.test(line)) section = "notes";
    else if (section !== "head" && NOTE_LINE.test(line)) {
      section = "notes";
      source.notes.push(NOTE_LINE.exec(line)?.[1] ?? line);
    } else if (section === "head") {
      if (!source.title) source.title = line;
      else if (TIME.test(line)) readTimeLine(source, line);
      else if (YIELD.test(line)) source.yields.push(YIELD.exec(line)?.[2] ?? line);
      else if (!sawHeadings && matchQuantity(line)) {
        section = "ingredients";
        addLine(source, line);
      } else description.push(line);
    } else if (section === "ingredients") {
      if (!sawHeadings && !matchQuantity(line) && line.length > 60) {
        section = "instructions";
        addStep(source, line);
      } else addLine(source, line);
    } else if (section === "instructions") addStep(source, line);
    else source.notes.push(line);
  }
  source.description = description.join("\n") || null;
  return source;
}

/** "Prep time: 15 minutes", "Cook: 1 hr", "Total Time 45 mins" into the source's times. */
export function readTimeLine(source: SourceRecipe, line: string) {
  if (!TIME.test(line)) return;
  const [, kind = "", , value = ""] = TIME.exec(line) ?? [];
  const minutes = durationMinutes(value);
  if (minutes === null) return;
  if (/^prep/i.test(kind)) source.prepMinutes = minutes;
  else if (/^(cook|bak)/i.test(kind)) source.cookMinutes = minutes;
  else source.totalMinutes = minutes;
}

function addLine(source: SourceRecipe, line: string) {
  const group = source.ingredientGroups.at(-1);
  if (group) group.lines.push(line);
  else source.ingredientGroups.push({ title: null, lines: [line] });
}

function addStep(source: SourceRecipe, line: string) {
  const text = line.replace(/^(step\s*)?\d+\s*[.):]\s*/i, "").trim();
  // "For the sauce:" among the steps starts a group of steps.
  const heading = /^(.{1,60}):$/.exec(text);
  if (heading?.[1]) {
    source.instructionGroups.push({ title: heading[1], steps: [] });
    return;
  }
  const group = source.instructionGroups.at(-1);
  if (group) group.steps.push(text);
  else source.instructionGroups.push({ title: null, steps: [text] });
}
