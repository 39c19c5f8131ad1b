import type { Document, Element } from "domhandler";
import { findOne } from "domutils";
import { attr, nodeText } from "./html-text";
import { recipeFromSchema } from "./json-ld";
import type { SourceRecipe } from "./source-recipe";

/**
 * schema.org Recipe written as microdata (itemscope/itemprop), and the older
 * data-vocabulary.org Recipe some sites still carry. Read into the same object shape JSON-LD
 * has, so one mapping serves both; what microdata holds beyond JSON-LD's shape (a method
 * written as one list under one itemprop, group headings between the ingredient lines) is
 * read from the markup here.
 */
const RECIPE_TYPE = /(schema\.org|data-vocabulary\.org)\/Recipe\/?$/i;

export function microdataRecipe(document: Document): SourceRecipe | null {
  const root = findOne(
    (element) =>
      element.attribs.itemscope !== undefined &&
      (attr(element, "itemtype") ?? "").split(/\s+/).some((type) => RECIPE_TYPE.test(type)),
    document.children,
  );
  if (!root) return null;
  const item = itemOf(root);
  // data-vocabulary.org's names for the same things.
  const alias = (name: string, ...others: string[]) => {
    for (const other of others) {
      const values = item[other];
      if (!item[name] && values) item[name] = values;
    }
  };
  alias("recipeIngredient", "ingredients", "ingredient");
  alias("recipeInstructions", "instructions");
  alias("recipeYield", "yield");
  alias("image", "photo");
  const source = recipeFromSchema(item);
  const grouped = ingredientGroupsOf(root);
  if (grouped.some((group) => group.title) && grouped.flatMap((g) => g.lines).length) {
    source.ingredientGroups = grouped;
  }
  return source;
}

type Item = Record<string, unknown[]> & { "@type"?: string[] };

const STEP_BLOCKS = new Set(["li", "p"]);

function itemOf(scope: Element): Item {
  const item: Item = {};
  const type = (attr(scope, "itemtype") ?? "").split(/\s+/)[0]?.replace(/^.*\//, "");
  if (type) item["@type"] = [type];
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== "tag" && child.type !== "script") continue;
      const el = child as Element;
      const props = (attr(el, "itemprop") ?? "").split(/\s+/).filter(Boolean);
      const nested = el.attribs.itemscope !== undefined;
      if (props.length) {
        const values = nested ? [nestedValue(el)] : propertyValues(el, props);
        for (const prop of props) {
          const list = item[prop] ?? [];
          list.push(...values);
          item[prop] = list;
        }
      }
      // A nested item's properties are its own.
      if (!nested) visit(el);
    }
  };
  visit(scope);
  return item;
}

/** A nested item; an ingredient or step item with no text property reads as its text. */
function nestedValue(element: Element): Item | string {
  const item = itemOf(element);
  const type = item["@type"]?.[0] ?? "";
  if (!/^(HowToStep|HowToSection|HowToDirection|HowToTip|ImageObject|VideoObject)$/.test(type)) {
    // data-vocabulary's Ingredient splits name and amount; the line is its whole text.
    const hasText = item.text ?? item.name ?? item.url;
    if (!hasText || type === "Ingredient") return nodeText(element);
  }
  return item;
}

/**
 * A property's values. A method or ingredient list marked once on its `<ol>`/`<div>` is one
 * value per list item or paragraph, as a reader sees the steps.
 */
function propertyValues(element: Element, props: string[]): string[] {
  const content = attr(element, "content");
  if (content !== undefined) return [content];
  if (element.name === "img" || element.name === "source") return [attr(element, "src") ?? ""];
  if (element.name === "a" || element.name === "link") return [attr(element, "href") ?? ""];
  if (element.name === "meta") return [attr(element, "content") ?? ""];
  if (element.name === "time") return [attr(element, "datetime") ?? nodeText(element)];
  const listLike = props.some((prop) =>
    /^(recipeInstructions|instructions|recipeIngredient|ingredients)$/.test(prop),
  );
  if (listLike) {
    const blocks: string[] = [];
    const collect = (el: Element) => {
      for (const child of el.children) {
        if (child.type !== "tag") continue;
        const inner = child as Element;
        if (STEP_BLOCKS.has(inner.name)) {
          const text = nodeText(inner);
          if (text) blocks.push(text);
        } else collect(inner);
      }
    };
    collect(element);
    if (blocks.length > 1) return blocks;
  }
  return [nodeText(element)];
}

/**
 * The ingredient lines in page order with the headings between them ("For the crust"): a
 * heading element, or a line of bold text, seen after the recipe's first line or right before
 * it.
 */
function ingredientGroupsOf(root: Element): { title: string | null; lines: string[] }[] {
  const groups: { title: string | null; lines: string[] }[] = [];
  let current: { title: string | null; lines: string[] } = { title: null, lines: [] };
  let pendingTitle: string | null = null;
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== "tag") continue;
      const el = child as Element;
      const props = (attr(el, "itemprop") ?? "").split(/\s+/);
      if (props.some((prop) => /^(recipeIngredient|ingredients|ingredient)$/.test(prop))) {
        if (pendingTitle !== null) {
          if (current.lines.length || current.title) groups.push(current);
          current = { title: pendingTitle, lines: [] };
          pendingTitle = null;
        }
        for (const value of el.attribs.itemscope !== undefined
          ? [nodeText(el)]
          : propertyValues(el, props)) {
          if (value) current.lines.push(value);
        }
        continue;
      }
      if (el.attribs.itemscope !== undefined) continue;
      // The recipe's name or yield in a heading is no group.
      if (attr(el, "itemprop")) continue;
      const text = nodeText(el);
      const heading =
        /^h[2-6]$/.test(el.name) ||
        (["strong", "b", "dt"].includes(el.name) && text.length <= 60) ||
        /(^|[-_\s])(group|subheading|section-title)($|[-_\s])/i.test(attr(el, "class") ?? "");
      if (heading && text && !/^(ingredients?|instructions|directions|method)\b/i.test(text)) {
        pendingTitle = text.replace(/:$/, "");
        continue;
      }
      visit(el);
    }
  };
  visit(root);
  if (current.lines.length) groups.push(current);
  return groups.filter((group) => group.lines.length);
}
