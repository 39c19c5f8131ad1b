import { type Document, hasChildren, type ParentNode } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * Deeper than any page's recipe sits (real pages nest a few dozen levels, a page builder's a
 * few hundred). The readers walk the tree recursively (domutils' textContent, findAll, our
 * own), so a page of thousands of nested tags would exhaust the stack: below this depth,
 * nothing is kept.
 */
export const MAX_DEPTH = 1000;

type Options = Parameters<typeof parseDocument>[1];

/** The one way the importer parses markup (a page, an export, a card's HTML, a comment). */
export function parseMarkup(markup: string, options?: Options): Document {
  const document = parseDocument(markup, options);
  const stack: [ParentNode, number][] = [[document, 0]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth] = entry;
    if (depth >= MAX_DEPTH) {
      node.children = [];
      continue;
    }
    for (const child of node.children) if (hasChildren(child)) stack.push([child, depth + 1]);
  }
  return document;
}
