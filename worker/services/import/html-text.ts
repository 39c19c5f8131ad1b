import type { AnyNode, Element } from "domhandler";
import { getAttributeValue, textContent } from "domutils";
import { parseMarkup } from "./parse-markup";

/** Text of a node as a reader sees it: entities decoded, tags gone, spaces collapsed. */
export function nodeText(node: AnyNode | AnyNode[]): string {
  return squash(textContent(node));
}

/** A string that may hold markup or entities (JSON-LD often does) as plain text. */
export function cleanText(value: string): string {
  if (!/[<&]/.test(value)) return squash(value);
  return squash(textContent(parseMarkup(value, { decodeEntities: true })));
}

export function squash(text: string): string {
  return text.replace(/[\s\u00a0]+/g, " ").trim();
}

export const attr = (element: Element, name: string) => getAttributeValue(element, name);

export function hasClass(element: Element, name: string): boolean {
  return (attr(element, "class") ?? "").split(/\s+/).includes(name);
}
