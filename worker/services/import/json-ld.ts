import type { Document } from "domhandler";
import { findAll, textContent } from "domutils";
import { durationMinutes } from "./durations";
import { attr, cleanLines, cleanText } from "./html-text";
import { schemaNutrition } from "./published-nutrition";
import { emptySource, type SourceRecipe } from "./source-recipe";

/**
 * schema.org Recipe from a page's JSON-LD blocks: found anywhere (top level, arrays,
 * `@graph` as Yoast writes it), read into a SourceRecipe. Microdata yields the same object
 * shape, so `recipeFromSchema` reads both.
 */
export function jsonLdRecipe(document: Document): SourceRecipe | null {
  const scripts = findAll(
    (element) =>
      element.name === "script" &&
      (attr(element, "type") ?? "").toLowerCase().includes("application/ld+json"),
    document.children,
  );
  const blocks = scripts
    .map((script) => parseJson(textContent(script)))
    .filter((data) => data !== undefined);
  // Yoast and others point at the picture by "@id" ("…#primaryimage") from another node.
  const ids = new Map<string, SchemaNode>();
  for (const data of blocks) indexIds(data, ids, 0);
  for (const data of blocks) {
    const recipe = findRecipeNode(data, 0);
    if (recipe) return recipeFromSchema(recipe, ids);
  }
  return null;
}

function indexIds(value: unknown, ids: Map<string, SchemaNode>, depth: number) {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const item of value) indexIds(item, ids, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const id = value["@id"];
  if (typeof id === "string" && Object.keys(value).length > 1 && !ids.has(id)) ids.set(id, value);
  for (const key of ["@graph", "image", "primaryImageOfPage", "mainEntity", "mainEntityOfPage"])
    indexIds(value[key], ids, depth + 1);
}

function parseJson(text: string): unknown {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\/$/g, "");
  try {
    return JSON.parse(body);
  } catch {
    // Some sites leave raw line breaks inside strings; JSON forbids them.
    try {
      return JSON.parse(body.replace(/[\r\n\t]+/g, " "));
    } catch {
      return undefined;
    }
  }
}

type SchemaNode = Record<string, unknown>;

const isObject = (value: unknown): value is SchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function typesOf(node: SchemaNode): string[] {
  const type = node["@type"];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === "string");
}

function findRecipeNode(value: unknown, depth: number): SchemaNode | null {
  if (depth > 6) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipeNode(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (typesOf(value).some((type) => type.replace(/^.*[/:]/, "") === "Recipe")) return value;
  for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"]) {
    const found = findRecipeNode(value[key], depth + 1);
    if (found) return found;
  }
  return null;
}

const list = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function strings(value: unknown): string[] {
  return list(value)
    .map((item) => (typeof item === "number" ? String(item) : item))
    .filter((item): item is string => typeof item === "string")
    .map(cleanText)
    .filter(Boolean);
}

/** Comma lists ("Dinner, Pasta") or arrays alike. */
function terms(value: unknown): string[] {
  return strings(value).flatMap((item) =>
    item
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

function imageUrls(value: unknown, ids: Map<string, SchemaNode>): string[] {
  const urls: string[] = [];
  for (const item of list(value)) {
    if (typeof item === "string") urls.push(item);
    else if (isObject(item)) {
      const id = typeof item["@id"] === "string" ? item["@id"] : null;
      const node = (item.url ?? item.contentUrl) ? item : id ? (ids.get(id) ?? item) : item;
      const url = node.url ?? node.contentUrl ?? (id && !id.includes("#") ? id : undefined);
      if (typeof url === "string") urls.push(url);
      else if (Array.isArray(url) && typeof url[0] === "string") urls.push(url[0]);
    }
  }
  // Relative addresses (microdata images) are resolved against the page later.
  return [...new Set(urls.map((url) => url.trim()).filter(Boolean))];
}

function instructionGroups(value: unknown): SourceRecipe["instructionGroups"] {
  const groups: SourceRecipe["instructionGroups"] = [];
  const ungrouped: string[] = [];
  const stepText = (item: unknown): string[] => {
    if (typeof item === "string") {
      // One string for the whole method: a step per line.
      return item
        .split(/\r?\n|<br\s*\/?>|<\/p>|<\/li>/i)
        .map(cleanText)
        .filter(Boolean);
    }
    if (!isObject(item)) return [];
    const text = strings(item.text)[0] ?? strings(item.name)[0] ?? strings(item.description)[0];
    return text ? [text] : [];
  };
  for (const item of list(value)) {
    if (isObject(item) && typesOf(item).includes("HowToSection")) {
      if (ungrouped.length) groups.push({ title: null, steps: ungrouped.splice(0) });
      const title = strings(item.name)[0] ?? null;
      const steps = list(item.itemListElement ?? item.steps).flatMap(stepText);
      groups.push({ title: title || null, steps });
    } else {
      ungrouped.push(...stepText(item));
    }
  }
  if (ungrouped.length) groups.push({ title: null, steps: ungrouped });
  return groups;
}

/**
 * Lines as schema.org writes them (strings), and the groups some sites nest in
 * `recipeIngredient` the way `recipeInstructions` nests `HowToSection`s: an object with a
 * name and its own list of lines.
 */
function ingredientGroups(value: unknown): SourceRecipe["ingredientGroups"] {
  const groups: SourceRecipe["ingredientGroups"] = [];
  const ungrouped: string[] = [];
  const lineText = (item: unknown): string[] =>
    isObject(item) ? strings(item.text ?? item.name ?? item.description) : strings(item);
  for (const item of list(value)) {
    if (!isObject(item)) {
      ungrouped.push(...strings(item));
      continue;
    }
    const members = item.itemListElement ?? item.recipeIngredient ?? item.ingredients ?? item.items;
    if (members === undefined) {
      ungrouped.push(...lineText(item));
      continue;
    }
    if (ungrouped.length) groups.push({ title: null, lines: ungrouped.splice(0) });
    const title = strings(item.name ?? item.title)[0] ?? null;
    groups.push({ title, lines: list(members).flatMap(lineText) });
  }
  if (ungrouped.length) groups.push({ title: null, lines: ungrouped });
  return groups.filter((group) => group.lines.length);
}

function videoOf(value: unknown): string | null {
  for (const item of list(value)) {
    if (typeof item === "string") return item;
    if (isObject(item)) {
      for (const key of ["embedUrl", "contentUrl", "url"]) {
        const url = item[key];
        if (typeof url === "string" && url) return url;
      }
    }
  }
  return null;
}

function diets(value: unknown): string[] {
  // schema.org names them "https://schema.org/GlutenFreeDiet": keep the words.
  return strings(value).map((diet) =>
    diet
      .replace(/^.*\//, "")
      .replace(/Diet$/, "")
      .replace(/([a-z])([A-Z])/g, "$1 $2"),
  );
}

export function recipeFromSchema(
  node: SchemaNode,
  ids: Map<string, SchemaNode> = new Map(),
): SourceRecipe {
  const source = emptySource();
  source.title = strings(node.name)[0] ?? strings(node.headline)[0] ?? null;
  // Its paragraphs stay paragraphs (the draft's description is rich text).
  const description = list(node.description).find((item) => typeof item === "string");
  source.description = cleanLines(description ?? "").join("\n") || null;
  source.images = imageUrls(node.image, ids);
  // Microdata gives every property as a list; JSON-LD as a single value.
  const first = (value: unknown) => list(value)[0];
  source.prepMinutes = durationMinutes(first(node.prepTime));
  source.cookMinutes = durationMinutes(first(node.cookTime));
  source.totalMinutes = durationMinutes(first(node.totalTime));
  source.yields = strings(node.recipeYield ?? node.yield);
  source.keywords = terms(node.keywords);
  source.categories = terms(node.recipeCategory);
  source.cuisines = terms(node.recipeCuisine);
  source.diets = diets(node.suitableForDiet);
  source.ingredientGroups = ingredientGroups(node.recipeIngredient ?? node.ingredients);
  source.instructionGroups = instructionGroups(node.recipeInstructions);
  source.equipment = list(node.tool)
    .map((tool) => (isObject(tool) ? tool.name : tool))
    .flatMap(strings);
  source.video = videoOf(node.video);
  source.nutrition = schemaNutrition(node.nutrition);
  return source;
}
