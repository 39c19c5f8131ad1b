import type { Document, Element } from "domhandler";
import { findAll, findOne, getChildren } from "domutils";
import { durationMinutes } from "./durations";
import { hasClass, nodeLines, nodeText } from "./html-text";
import { imageSource } from "./main-picture";
import { wprmNutrition } from "./published-nutrition";
import { emptySource, type SourceRecipe } from "./source-recipe";

/**
 * The recipe cards of the WordPress plugins most food blogs use (WP Recipe Maker, Tasty
 * Recipes, Mediavine Create). Their HTML is where ingredient and instruction groups often
 * live when the structured data is missing or flattened.
 */
type CardMarkup = {
  container: string;
  title: string[];
  description: string[];
  ingredients: string[];
  instructions: string[];
  groupTitle: string[];
  prep: string[];
  cook: string[];
  total: string[];
  yields: string[];
  notes: string[];
  image: string[];
  equipment: string[];
};

const CARDS: CardMarkup[] = [
  {
    container: "wprm-recipe",
    title: ["wprm-recipe-name"],
    description: ["wprm-recipe-summary"],
    ingredients: ["wprm-recipe-ingredients-container"],
    instructions: ["wprm-recipe-instructions-container"],
    groupTitle: ["wprm-recipe-group-name"],
    prep: ["wprm-recipe-prep-time-container", "wprm-recipe-prep_time"],
    cook: ["wprm-recipe-cook-time-container", "wprm-recipe-cook_time"],
    total: ["wprm-recipe-total-time-container", "wprm-recipe-total_time"],
    yields: ["wprm-recipe-servings-container", "wprm-recipe-servings"],
    notes: ["wprm-recipe-notes"],
    image: ["wprm-recipe-image"],
    equipment: ["wprm-recipe-equipment-name"],
  },
  {
    container: "tasty-recipes",
    title: ["tasty-recipes-title"],
    description: ["tasty-recipes-description-body", "tasty-recipes-description"],
    ingredients: ["tasty-recipes-ingredients-body", "tasty-recipes-ingredients"],
    instructions: ["tasty-recipes-instructions-body", "tasty-recipes-instructions"],
    groupTitle: [],
    prep: ["tasty-recipes-prep-time"],
    cook: ["tasty-recipes-cook-time"],
    total: ["tasty-recipes-total-time"],
    yields: ["tasty-recipes-yield"],
    notes: ["tasty-recipes-notes-body", "tasty-recipes-notes"],
    image: ["tasty-recipes-image"],
    equipment: ["tasty-recipes-equipment-name"],
  },
  {
    container: "mv-create-card",
    title: ["mv-create-title"],
    description: ["mv-create-description"],
    ingredients: ["mv-create-ingredients"],
    instructions: ["mv-create-instructions"],
    groupTitle: [],
    prep: ["mv-create-time-prep"],
    cook: ["mv-create-time-active"],
    total: ["mv-create-time-total"],
    yields: ["mv-create-yield"],
    notes: ["mv-create-notes"],
    image: ["mv-create-image"],
    equipment: ["mv-create-products-title"],
  },
];

const byClass = (root: Element, names: string[]): Element | null => {
  for (const name of names) {
    const found = findOne((element) => hasClass(element, name), root.children);
    if (found) return found;
  }
  return null;
};

const textByClass = (root: Element, names: string[]) => {
  const element = byClass(root, names);
  return element ? nodeText(element) || null : null;
};

export function cardRecipe(document: Document): SourceRecipe | null {
  for (const card of CARDS) {
    const root = findOne((element) => hasClass(element, card.container), document.children);
    if (root) return readCard(root, card);
  }
  return null;
}

function readCard(root: Element, card: CardMarkup): SourceRecipe {
  const source = emptySource();
  source.title = textByClass(root, card.title);
  const description = byClass(root, card.description);
  // Its paragraphs stay paragraphs, as the notes' do.
  if (description) source.description = nodeLines(description).join("\n") || null;
  const ingredients = byClass(root, card.ingredients);
  if (ingredients) {
    source.ingredientGroups = groups(ingredients, card).map((group) => ({
      title: group.title,
      lines: group.items,
    }));
  }
  const instructions = byClass(root, card.instructions);
  if (instructions) {
    source.instructionGroups = groups(instructions, card).map((group) => ({
      title: group.title,
      steps: group.items,
    }));
  }
  source.prepMinutes = minutesOf(textByClass(root, card.prep));
  source.cookMinutes = minutesOf(textByClass(root, card.cook));
  source.totalMinutes = minutesOf(textByClass(root, card.total));
  const yields = textByClass(root, card.yields);
  if (yields) source.yields = [yields.replace(/^(yield|yields|servings|serves)\s*:?\s*/i, "")];
  const notes = byClass(root, card.notes);
  // A note a line: its paragraphs, list items and WP Recipe Maker's block spans.
  if (notes) source.notes = nodeLines(notes).filter((note) => !/^notes?:?$/i.test(note));
  const image = byClass(root, card.image);
  const img = image ? findOne((element) => element.name === "img", [image]) : null;
  const src = img ? imageSource(img) : undefined;
  if (src) source.images = [src];
  source.equipment = findAll(
    (element) => card.equipment.some((name) => hasClass(element, name)),
    root.children,
  ).map(nodeText);
  source.nutrition = wprmNutrition(root);
  return source;
}

function minutesOf(text: string | null): number | null {
  return text ? durationMinutes(text) : null;
}

const SECTION_HEADING = /^(ingredients|instructions|directions|method|steps|equipment|notes)$/i;

/** Headings start groups; list items are the lines or steps, in document order. */
function groups(section: Element, card: CardMarkup) {
  const result: { title: string | null; items: string[] }[] = [];
  let current: { title: string | null; items: string[] } = { title: null, items: [] };
  const walk = (element: Element) => {
    for (const child of getChildren(element)) {
      if (child.type !== "tag") continue;
      const el = child as Element;
      const isHeading =
        /^h[2-6]$/.test(el.name) || card.groupTitle.some((name) => hasClass(el, name));
      if (isHeading) {
        const title = nodeText(el).replace(/:$/, "");
        // The section's own heading ("Ingredients") is not a group.
        if (SECTION_HEADING.test(title)) continue;
        if (current.items.length || current.title) result.push(current);
        current = { title: title || null, items: [] };
      } else if (el.name === "li") {
        const text = itemText(el);
        if (text) current.items.push(text);
      } else {
        walk(el);
      }
    }
  };
  walk(section);
  if (current.items.length || current.title) result.push(current);
  return result.filter((group) => group.items.length);
}

/** WP Recipe Maker splits a line into spans; its notes read as "…, notes". */
function itemText(li: Element): string {
  const part = (name: string) => {
    const element = findOne((el) => hasClass(el, name), li.children);
    return element ? nodeText(element) : "";
  };
  const name = part("wprm-recipe-ingredient-name");
  if (!name) return nodeText(li);
  const notes = part("wprm-recipe-ingredient-notes");
  const main = [part("wprm-recipe-ingredient-amount"), part("wprm-recipe-ingredient-unit"), name]
    .filter(Boolean)
    .join(" ");
  if (!notes) return main;
  return notes.startsWith("(") ? `${main} ${notes}` : `${main}, ${notes}`;
}
