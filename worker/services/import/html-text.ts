import { type AnyNode, type Element, hasChildren, isComment, isTag, isText } from "domhandler";
import { getAttributeValue, textContent } from "domutils";
import { parseMarkup } from "./parse-markup";

/**
 * Elements a browser sets on lines of their own. Their text is never run into the text
 * beside them: "<p>Chill.</p><p>Bake.</p>" reads "Chill. Bake.", not "Chill.Bake.".
 */
const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "th",
  "thead",
  "tr",
  "ul",
]);

// WP Recipe Maker writes each paragraph of its notes and summaries as a span made a block by
// its style, with an empty spacer between them.
const BLOCK_STYLE = /(^|;)\s*display\s*:\s*(block|flex|grid|list-item|table)\b/i;

/** Whether an element stands on lines of its own (a block tag, or a span styled as one). */
export function isBlock(element: Element): boolean {
  return (
    BLOCK_TAGS.has(element.name) ||
    BLOCK_STYLE.test(attr(element, "style") ?? "") ||
    hasClass(element, "wprm-spacer")
  );
}

/**
 * The lines of a node as a reader sees them: a line ends at a <br> and around every block
 * (see isBlock); entities decoded, tags gone, spaces collapsed, empty lines dropped.
 */
export function nodeLines(node: AnyNode | AnyNode[]): string[] {
  let text = "";
  const walk = (nodes: AnyNode[]) => {
    for (const child of nodes) {
      // A line break in markup's text is only spacing.
      if (isText(child)) text += child.data.replace(/[\r\n]/g, " ");
      else if (isTag(child) && child.name === "br") text += "\n";
      else if (isTag(child) && isBlock(child)) {
        text += "\n";
        walk(child.children);
        text += "\n";
      } else if (hasChildren(child) && !isComment(child)) walk(child.children);
    }
  };
  walk(Array.isArray(node) ? node : [node]);
  return lines(text);
}

/** Text of a node on one line: its lines (nodeLines) joined by a space, never run together. */
export function nodeText(node: AnyNode | AnyNode[]): string {
  return nodeLines(node).join(" ");
}

/**
 * The lines of a string that may hold markup or entities (JSON-LD and exports often do).
 * Without tags a line break is the writer's own; within markup it is only spacing.
 */
export function cleanLines(value: string): string[] {
  if (/<[a-z/!]/i.test(value)) return nodeLines(parseMarkup(value, { decodeEntities: true }));
  if (!value.includes("&")) return lines(value);
  return lines(textContent(parseMarkup(value, { decodeEntities: true })));
}

/** A string that may hold markup or entities as plain text on one line. */
export function cleanText(value: string): string {
  return cleanLines(value).join(" ");
}

const lines = (text: string) => text.split("\n").map(squash).filter(Boolean);

export function squash(text: string): string {
  return text.replace(/[\s\u00a0]+/g, " ").trim();
}

export const attr = (element: Element, name: string) => getAttributeValue(element, name);

export function hasClass(element: Element, name: string): boolean {
  return (attr(element, "class") ?? "").split(/\s+/).includes(name);
}
