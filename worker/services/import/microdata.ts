import type { Document, Element } from "domhandler";
import { findOne } from "domutils";
import { attr, nodeText } from "./html-text";
import { recipeFromSchema } from "./json-ld";
import type { SourceRecipe } from "./source-recipe";

/**
 * schema.org Recipe written as microdata (itemscope/itemprop). Read into the same object
 * shape JSON-LD has, so one mapping serves both.
 */
export function microdataRecipe(document: Document): SourceRecipe | null {
  const root = findOne(
    (element) =>
      element.attribs.itemscope !== undefined &&
      /schema\.org\/Recipe\/?$/i.test(attr(element, "itemtype") ?? ""),
    document.children,
  );
  return root ? recipeFromSchema(itemOf(root)) : null;
}

type Item = Record<string, unknown[]> & { "@type"?: string[] };

function itemOf(scope: Element): Item {
  const item: Item = {};
  const type = (attr(scope, "itemtype") ?? "").replace(/^.*\//, "");
  if (type) item["@type"] = [type];
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== "tag" && child.type !== "script") continue;
      const el = child as Element;
      const props = (attr(el, "itemprop") ?? "").split(/\s+/).filter(Boolean);
      const nested = el.attribs.itemscope !== undefined;
      if (props.length) {
        const value = nested ? itemOf(el) : propertyValue(el);
        for (const prop of props) {
          const values = item[prop] ?? [];
          values.push(value);
          item[prop] = values;
        }
      }
      // A nested item's properties are its own.
      if (!nested) visit(el);
    }
  };
  visit(scope);
  return item;
}

function propertyValue(element: Element): string {
  const content = attr(element, "content");
  if (content !== undefined) return content;
  if (element.name === "img" || element.name === "source") return attr(element, "src") ?? "";
  if (element.name === "a" || element.name === "link") return attr(element, "href") ?? "";
  if (element.name === "meta") return attr(element, "content") ?? "";
  if (element.name === "time") return attr(element, "datetime") ?? nodeText(element);
  return nodeText(element);
}
