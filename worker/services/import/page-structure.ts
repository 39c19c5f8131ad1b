import type { AnyNode, Document, Element } from "domhandler";
import { findOne } from "domutils";
import { attr, isBlock, nodeText, squash } from "./html-text";
import { INGREDIENTS_HEADING, INSTRUCTIONS_HEADING, readTimeLine, YIELD_LINE } from "./plain-text";
import { matchQuantity } from "./quantity";
import { emptySource, type SourceRecipe } from "./source-recipe";

/**
 * A recipe read from the page's structure alone, for pages with no Recipe markup and no card
 * the importer knows: the document becomes a run of blocks (headings, list items, lines of
 * text), an "Ingredients" heading (or a box whose class names ingredients, as the lesser
 * recipe plugins write them) starts the lines, an "Instructions"/"Method"/"Directions" one the
 * steps, and headings inside either start a group. Null when nothing there reads as a recipe.
 */

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "item"; text: string }
  | { kind: "text"; text: string }
  /** A rule, or a line that is only a link ("Back to the index"): the page moves on. */
  | { kind: "break" };

// Never part of a recipe: page furniture and what a plugin adds around it.
const SKIPPED_TAGS = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "nav",
  "header",
  "footer",
  "aside",
  "form",
  "button",
  "select",
  "svg",
  "iframe",
  "figcaption",
]);
const NOISE =
  /(^|[-_])(comments?|comment-list|respond|sidebar|related|share|sharing|social|breadcrumbs?|newsletter|subscribe|cookie|popup|modal|advert|advertisement|widget|menu|navigation|nav|jump|print-button|rating|reviews?)($|[-_])/i;
// Class names of recipe boxes: "ingredients", "recipe-ingredients", "ERSIngredients",
// "wpurp-recipe-ingredients", "cooked-recipe-ingredients", "ingredients-list"…
const INGREDIENTS_CLASS =
  /ingredients?($|[-_](list|section|container|group|wrap|wrapper|box|body))/i;
const INSTRUCTIONS_CLASS =
  /(instructions?|directions?|method|preparation|steps)($|[-_](list|section|container|group|wrap|wrapper|box|body))/i;
// Headings that end a recipe's steps.
const END_HEADING =
  /^(notes?|recipe notes?|cook'?s notes?|tips?|nutrition|comments?|leave a (comment|reply)|related|you (may|might) also|more |share|reviews?|storage|how to store|variations?|serving suggestions?|faqs?|frequently asked|equipment|about |print|video|did you make)/i;
const PSEUDO_HEADING_LEVEL = 7;

function isNoise(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.name)) return true;
  if (attr(element, "aria-hidden") === "true" || attr(element, "hidden") !== undefined) return true;
  const names = `${attr(element, "class") ?? ""} ${attr(element, "id") ?? ""}`.trim();
  if (!names) return false;
  // A recipe box's own class ("recipe-ingredients") can carry a noisy word; it is kept.
  return names
    .split(/\s+/)
    .some(
      (name) => NOISE.test(name) && !INGREDIENTS_CLASS.test(name) && !INSTRUCTIONS_CLASS.test(name),
    );
}

const classNames = (element: Element) =>
  `${attr(element, "class") ?? ""} ${attr(element, "id") ?? ""}`.split(/\s+/).filter(Boolean);

/** The document as a run of blocks, in reading order. */
export function blocksOf(root: AnyNode[]): Block[] {
  const blocks: Block[] = [];
  let inline: AnyNode[] = [];
  const flush = () => {
    const text = squash(inline.map((node) => nodeText(node)).join(""));
    const onlyLinks = inline.every(
      (node) => (node.type === "tag" && (node as Element).name === "a") || !nodeText(node),
    );
    inline = [];
    if (text) blocks.push(onlyLinks ? { kind: "break" } : lineBlock(text));
  };
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === "text") {
        inline.push(node);
        continue;
      }
      if (node.type !== "tag") continue;
      const element = node as Element;
      if (isNoise(element)) continue;
      if (element.name === "br") {
        flush();
        continue;
      }
      if (element.name === "hr") {
        flush();
        blocks.push({ kind: "break" });
        continue;
      }
      if (!isBlock(element) && !hasBlockChild(element)) {
        inline.push(element);
        continue;
      }
      flush();
      const heading = /^h([1-6])$/.exec(element.name);
      if (heading) {
        const text = nodeText(element);
        if (text) blocks.push({ kind: "heading", level: Number(heading[1]), text });
        continue;
      }
      // A box a recipe plugin named for its ingredients or steps reads as if headed so.
      const names = classNames(element);
      if (names.some((name) => INGREDIENTS_CLASS.test(name)) && !insideMarked(element, "i")) {
        blocks.push({ kind: "heading", level: 0, text: "Ingredients" });
      } else if (
        names.some((name) => INSTRUCTIONS_CLASS.test(name)) &&
        !insideMarked(element, "s")
      ) {
        blocks.push({ kind: "heading", level: 0, text: "Instructions" });
      }
      if (element.name === "li") {
        const nested = element.children.filter(
          (child) => child.type === "tag" && ["ul", "ol"].includes((child as Element).name),
        );
        const own = element.children.filter((child) => !nested.includes(child));
        const text = squash(own.map((child) => nodeText(child)).join(" "));
        if (text) blocks.push({ kind: "item", text });
        visit(nested);
        continue;
      }
      if (element.name === "dt") {
        const text = nodeText(element);
        if (text) blocks.push({ kind: "heading", level: PSEUDO_HEADING_LEVEL, text });
        continue;
      }
      visit(element.children);
      flush();
    }
  };
  visit(root);
  flush();
  return blocks;
}

/** The box-class heading is written once, at the outermost box. */
function insideMarked(element: Element, which: "i" | "s"): boolean {
  const pattern = which === "i" ? INGREDIENTS_CLASS : INSTRUCTIONS_CLASS;
  for (let parent = element.parent; parent && parent.type === "tag"; parent = parent.parent) {
    if (classNames(parent as Element).some((name) => pattern.test(name))) return true;
  }
  return false;
}

function hasBlockChild(element: Element): boolean {
  return element.children.some(
    (child) =>
      child.type === "tag" && (isBlock(child as Element) || hasBlockChild(child as Element)),
  );
}

/** A short line in bold or ending in a colon heads what follows ("For the sauce:"). */
function lineBlock(text: string): Block {
  if (text.length <= 60 && /:$/.test(text) && !matchQuantity(text))
    return { kind: "heading", level: PSEUDO_HEADING_LEVEL, text };
  return { kind: "text", text };
}

const clean = (text: string) => text.replace(/\s*:$/, "").trim();
const isIngredientsHeading = (text: string) =>
  INGREDIENTS_HEADING.test(text) || /^ingredients?\b.{0,40}$/i.test(clean(text));
const isInstructionsHeading = (text: string) =>
  INSTRUCTIONS_HEADING.test(text) ||
  /^(instructions|directions|method|steps|preparation|how to make)\b.{0,40}$/i.test(clean(text));

/** Looks like a measured ingredient: an amount first, or a short line. */
const looksLikeLine = (text: string) => Boolean(matchQuantity(text)) || text.length <= 80;

export function structureRecipe(document: Document): SourceRecipe | null {
  const body = findOne((element) => element.name === "body", document.children) ?? null;
  const blocks = blocksOf(body ? body.children : document.children);

  // The "Ingredients" heading whose section holds the most lines that read as measures (a
  // post often talks about its ingredients before the recipe itself lists them).
  let best: { index: number; score: number } | null = null;
  blocks.forEach((block, index) => {
    if (block.kind !== "heading" || !isIngredientsHeading(block.text)) return;
    let score = 0;
    for (const next of blocks.slice(index + 1)) {
      if (
        next.kind === "heading" &&
        (isInstructionsHeading(next.text) || isIngredientsHeading(next.text))
      )
        break;
      if ((next.kind === "item" || next.kind === "text") && matchQuantity(next.text)) score++;
    }
    if (!best || score > best.score) best = { index, score };
  });
  const start = (best as { index: number; score: number } | null)?.index;
  if (start === undefined) return null;
  const startBlock = blocks[start];
  const ingredientLevel = startBlock?.kind === "heading" ? startBlock.level : 0;

  const source = emptySource();
  let group: { title: string | null; lines: string[] } = { title: null, lines: [] };
  source.ingredientGroups.push(group);
  let index = start + 1;
  let sawItems = false;
  for (; index < blocks.length; index++) {
    const block = blocks[index];
    if (!block) break;
    if (block.kind === "heading") {
      if (isInstructionsHeading(block.text)) break;
      if (isIngredientsHeading(block.text) && !group.lines.length) continue;
      if (END_HEADING.test(block.text)) break;
      // A heading ranked above the section's own ends it; at or below, it names a group.
      if (block.level > 0 && ingredientLevel > 0 && block.level < ingredientLevel) break;
      group = { title: clean(block.text) || null, lines: [] };
      source.ingredientGroups.push(group);
      continue;
    }
    if (block.kind === "break") {
      if (group.lines.length) break;
      continue;
    }
    if (block.kind === "item") sawItems = true;
    // Lines in a list, then a paragraph: the list was the ingredients.
    else if (sawItems && !matchQuantity(block.text)) break;
    else if (!looksLikeLine(block.text)) break;
    group.lines.push(block.text);
  }
  source.ingredientGroups = source.ingredientGroups.filter((g) => g.lines.length);

  // The steps: after an instructions heading, or straight after the ingredients.
  let stepsStart = index;
  let stepLevel = PSEUDO_HEADING_LEVEL;
  const headingAt = blocks[index];
  if (headingAt?.kind === "heading" && isInstructionsHeading(headingAt.text)) {
    stepLevel = headingAt.level;
    stepsStart = index + 1;
  } else {
    const later = blocks.findIndex(
      (block, i) => i > index && block.kind === "heading" && isInstructionsHeading(block.text),
    );
    if (later >= 0) {
      const found = blocks[later];
      stepLevel = found?.kind === "heading" ? found.level : stepLevel;
      stepsStart = later + 1;
    }
  }
  let steps: { title: string | null; steps: string[] } = { title: null, steps: [] };
  source.instructionGroups.push(steps);
  let stepKind: "item" | "text" | null = null;
  for (let i = stepsStart; i < blocks.length; i++) {
    const block = blocks[i];
    if (!block) break;
    if (block.kind === "heading") {
      if (isInstructionsHeading(block.text) && !steps.steps.length) continue;
      if (END_HEADING.test(block.text) || isIngredientsHeading(block.text)) break;
      if (/^step\s*\d+\s*:?$/i.test(block.text)) continue;
      const groupLike =
        block.level > stepLevel ||
        /:$/.test(block.text) ||
        /^(for|to make) the\b/i.test(block.text);
      if (!groupLike && (stepKind !== null || block.level <= stepLevel)) break;
      steps = { title: clean(block.text) || null, steps: [] };
      source.instructionGroups.push(steps);
      continue;
    }
    if (block.kind === "break") {
      if (steps.steps.length || source.instructionGroups.length > 1) break;
      continue;
    }
    // Steps written as a list end where the post's text resumes, and the other way round.
    if (stepKind === "item" && block.kind === "text") break;
    stepKind ??= block.kind;
    const text = block.text.replace(/^(step\s*)?\d+\s*[.):]\s*/i, "").trim();
    if (/^(step\s*\d+|print|pin|save|jump to recipe)$/i.test(text) || !text) continue;
    steps.steps.push(text);
  }
  source.instructionGroups = source.instructionGroups.filter((g) => g.steps.length);
  if (!source.ingredientGroups.length || !source.instructionGroups.length) return null;

  source.title = titleOf(document, blocks, start);
  for (const block of blocks.slice(0, start)) {
    if (block.kind === "heading" || block.kind === "break") continue;
    // "From my mother's card file. Serves 9."
    const serves = /\b(serves|makes)\s+(\d[^.;,]*)/i.exec(block.text);
    if (serves?.[2] && !source.yields.length) source.yields = [serves[2].trim()];
    // "Prep Time: 10 mins Cook Time: 20 mins Servings: 4" often shares one line.
    const parts = block.text.split(
      /\s*[·|•]\s*|\s+(?=(?:prep|cook|cooking|bake|total|serves|servings|yield|yields|makes)\b(?:\s*time)?\s*:)/i,
    );
    for (const part of parts) {
      if (part.length > 60) continue;
      readTimeLine(source, part);
      const yields = YIELD_LINE.exec(part);
      if (yields?.[2] && !source.yields.length) source.yields = [yields[2].trim()];
    }
  }
  const description = findOne(
    (element) => element.name === "meta" && attr(element, "name") === "description",
    document.children,
  );
  source.description = (description && attr(description, "content")) || null;
  source.fromPageStructure = true;
  return source;
}

/** The page's own heading nearest before the ingredients; the document title otherwise. */
function titleOf(document: Document, blocks: Block[], start: number): string | null {
  type Heading = Extract<Block, { kind: "heading" }>;
  const h1s = blocks.filter(
    (block): block is Heading => block.kind === "heading" && block.level === 1,
  );
  const h1 = h1s.filter((block) => blocks.indexOf(block) < start).at(-1) ?? h1s[0];
  if (h1) return h1.text;
  const og = findOne(
    (element) => element.name === "meta" && attr(element, "property") === "og:title",
    document.children,
  );
  const ogTitle = og ? attr(og, "content") : undefined;
  if (ogTitle) return squash(ogTitle);
  const title = findOne((element) => element.name === "title", document.children);
  // "Grandma's Scones | Flour & Fire": the site's name goes.
  return title ? squash(nodeText(title).split(/\s+[|–—-]\s+/)[0] ?? "") || null : null;
}
