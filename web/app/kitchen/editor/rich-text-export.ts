import { $isLinkNode } from "@lexical/link";
import { $isListItemNode, $isListNode, type ListNode } from "@lexical/list";
import { $isHeadingNode } from "@lexical/rich-text";
import {
  type BlockNode,
  type InlineNode,
  ingredientUsageReferenceNodeSchema,
  measurementNodeSchema,
  type RichText,
  type ListNode as StoredListNode,
  type TextLeaf,
} from "@schema/content/rich-text";
import { $getRoot, $isElementNode, $isLineBreakNode, $isTextNode, type LexicalNode } from "lexical";
import { $isIngredientReferenceNode } from "./IngredientReferenceNode";
import { acceptedLinkHref } from "./link-href";
import { $isMeasurementNode } from "./MeasurementNode";

type ListItem = StoredListNode["children"][number];
type Line = InlineNode[];

const MAX_LEAF_LENGTH = 20_000;

/**
 * The editor's content as a stored document. Call inside `editor.read()` or
 * `editorState.read()`. The result always satisfies `richTextSchema` (short of the 2,000-block
 * cap, which is left for the server to refuse rather than silently cut), and is canonical:
 *
 * - text leaves carry `bold`/`italic` only when true; adjacent leaves with the same format
 *   merge, empty leaves vanish, other Lexical formats (underline, code…) and styles are dropped;
 * - a line break (Shift+Enter, pasted text) ends the block: the stored format has no breaks,
 *   so each line becomes its own paragraph, heading or list item;
 * - headings deeper than h3 (pasted) become level 3;
 * - lists are flattened: the stored format has a single list level, so items of nested lists
 *   follow their parent item, in reading order, in the outermost list (whose type wins);
 *   check lists become bulleted lists; empty list items and empty lists are dropped;
 * - links keep only their text: anything else inside a link (a measurement chip) splits it;
 *   a link whose href is not http(s), mailto or site-relative is exported as its text;
 * - measurements and ingredient references with unusable data are dropped;
 * - blank paragraphs and headings at the end are dropped, so a blank editor exports
 *   `children: []`.
 */
export function $exportRichText(): RichText {
  const blocks: BlockNode[] = [];
  for (const node of $getRoot().getChildren()) $exportBlock(node, blocks);
  while (blocks.length > 0 && isBlankBlock(blocks[blocks.length - 1])) blocks.pop();
  return { type: "document", children: blocks };
}

function $exportBlock(node: LexicalNode, out: BlockNode[]): void {
  if ($isListNode(node)) {
    const items: ListItem[] = [];
    $collectListItems(node, items);
    if (items.length === 0) return;
    const type = node.getListType() === "number" ? "numbered-list" : "bulleted-list";
    out.push({ type, children: items });
    return;
  }
  if ($isHeadingNode(node)) {
    const level = Math.min(3, Math.max(1, Number(node.getTag().slice(1)) || 1)) as 1 | 2 | 3;
    for (const line of $lines(node.getChildren())) {
      out.push({ type: "heading", level, children: line });
    }
    return;
  }
  // Paragraphs, and any other block a paste could have produced: its text is kept as prose.
  const children = $isElementNode(node) ? node.getChildren() : [node];
  for (const line of $lines(children)) out.push({ type: "paragraph", children: line });
}

function $collectListItems(list: ListNode, out: ListItem[]): void {
  for (const item of list.getChildren()) {
    if ($isListNode(item)) {
      $collectListItems(item, out);
      continue;
    }
    const children = $isListItemNode(item) ? item.getChildren() : [item];
    let pending: LexicalNode[] = [];
    const flush = () => {
      for (const line of $lines(pending)) {
        if (line.length > 0) out.push({ type: "list-item", children: line });
      }
      pending = [];
    };
    for (const child of children) {
      // Lexical nests a list inside an item of its parent list; its items continue the
      // flat list right after the text of the item that holds them.
      if ($isListNode(child)) {
        flush();
        $collectListItems(child, out);
      } else {
        pending.push(child);
      }
    }
    flush();
  }
}

/** The inline content of a block, split at line breaks; always at least one (maybe empty) line. */
function $lines(nodes: LexicalNode[]): Line[] {
  const lines: Line[] = [[]];
  const visit = (node: LexicalNode, href: string | null) => {
    const line = lines[lines.length - 1] as Line;
    if ($isLineBreakNode(node)) {
      lines.push([]);
    } else if ($isTextNode(node)) {
      const leaf = textLeaf(
        node.getTextContent(),
        node.hasFormat("bold"),
        node.hasFormat("italic"),
      );
      line.push(href ? { type: "link", href, children: [leaf] } : leaf);
    } else if ($isLinkNode(node)) {
      const linkHref = acceptedLinkHref(node.getURL());
      for (const child of node.getChildren()) visit(child, linkHref);
    } else if ($isMeasurementNode(node)) {
      const candidate = {
        type: "measurement" as const,
        quantity: node.getQuantity(),
        unitId: node.getUnitId(),
      };
      if (measurementNodeSchema.safeParse(candidate).success) line.push(candidate);
    } else if ($isIngredientReferenceNode(node)) {
      const candidate = {
        type: "ingredient-usage-reference" as const,
        ingredientUsageId: node.getIngredientUsageId(),
      };
      if (ingredientUsageReferenceNodeSchema.safeParse(candidate).success) line.push(candidate);
    } else if ($isElementNode(node)) {
      for (const child of node.getChildren()) visit(child, href);
    }
    // Any other decorator has no stored form and is left out.
  };
  for (const node of nodes) visit(node, null);
  return lines.map(normalizeLine);
}

function textLeaf(text: string, bold: boolean, italic: boolean): TextLeaf {
  const leaf: TextLeaf = { text };
  if (bold) leaf.bold = true;
  if (italic) leaf.italic = true;
  return leaf;
}

/** Merges what Lexical may keep apart (same-format text, one link cut by formatting). */
function normalizeLine(line: Line): Line {
  const out: Line = [];
  for (const node of line) {
    const previous = out[out.length - 1];
    if ("text" in node) {
      if (node.text === "") continue;
      if (previous && "text" in previous && sameFormat(previous, node)) {
        out[out.length - 1] = { ...previous, text: previous.text + node.text };
      } else {
        out.push(node);
      }
    } else if (node.type === "link") {
      if (
        previous &&
        "type" in previous &&
        previous.type === "link" &&
        previous.href === node.href
      ) {
        out[out.length - 1] = { ...previous, children: [...previous.children, ...node.children] };
      } else {
        out.push(node);
      }
    } else {
      out.push(node);
    }
  }
  return out.flatMap((node): InlineNode[] => {
    if ("text" in node) return splitLeaf(node);
    if (node.type !== "link") return [node];
    const children = normalizeLine(node.children).flatMap((leaf) => ("text" in leaf ? [leaf] : []));
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

function sameFormat(a: TextLeaf, b: TextLeaf): boolean {
  return Boolean(a.bold) === Boolean(b.bold) && Boolean(a.italic) === Boolean(b.italic);
}

/** The stored format caps a leaf at 20,000 characters; longer runs become several leaves. */
function splitLeaf(leaf: TextLeaf): TextLeaf[] {
  if (leaf.text.length <= MAX_LEAF_LENGTH) return [leaf];
  const parts: TextLeaf[] = [];
  let start = 0;
  while (start < leaf.text.length) {
    let end = Math.min(start + MAX_LEAF_LENGTH, leaf.text.length);
    // Never cut between the two halves of a surrogate pair (an emoji would turn into garbage).
    if (end < leaf.text.length && /[\ud800-\udbff]/.test(leaf.text.charAt(end - 1))) end -= 1;
    parts.push({ ...leaf, text: leaf.text.slice(start, end) });
    start = end;
  }
  return parts;
}

function isBlankBlock(block: BlockNode | undefined): boolean {
  if (!block || (block.type !== "paragraph" && block.type !== "heading")) return false;
  return block.children.every((node) => "text" in node && node.text.trim() === "");
}
