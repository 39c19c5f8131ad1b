import { $createLinkNode } from "@lexical/link";
import { $createListItemNode, $createListNode } from "@lexical/list";
import { $createHeadingNode } from "@lexical/rich-text";
import type { BlockNode, InlineNode, RichText, TextLeaf } from "@schema/content/rich-text";
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  type ElementNode,
  IS_BOLD,
  IS_ITALIC,
  type LexicalNode,
} from "lexical";
import { $createIngredientReferenceNode } from "./IngredientReferenceNode";
import { acceptedLinkHref } from "./link-href";
import { $createMeasurementNode } from "./MeasurementNode";

/**
 * Replaces the editor's content with a stored document. Call inside `editor.update()` (or as
 * LexicalComposer's initial `editorState`).
 *
 * Tolerant by design: documents come from the database and may predate this code, so a node
 * type it does not know is skipped rather than failing the whole editor, and a null or empty
 * document opens as one empty paragraph (Lexical needs a block for the caret to sit in).
 */
export function $importRichText(doc: RichText | null | undefined): void {
  const root = $getRoot();
  root.clear();
  for (const block of doc?.children ?? []) {
    const node = $importBlock(block);
    if (node) root.append(node);
  }
  if (root.isEmpty()) root.append($createParagraphNode());
}

function $importBlock(block: BlockNode): ElementNode | null {
  switch (block.type) {
    case "paragraph":
      return $appendInline($createParagraphNode(), block.children);
    case "heading":
      return $appendInline($createHeadingNode(`h${clampLevel(block.level)}`), block.children);
    case "numbered-list":
    case "bulleted-list": {
      const list = $createListNode(block.type === "numbered-list" ? "number" : "bullet");
      for (const item of block.children ?? []) {
        list.append($appendInline($createListItemNode(), item.children));
      }
      return list.isEmpty() ? null : list;
    }
    default:
      return null;
  }
}

function clampLevel(level: number): 1 | 2 | 3 {
  return level <= 1 ? 1 : level >= 3 ? 3 : 2;
}

function $appendInline<T extends ElementNode>(parent: T, children: InlineNode[] | undefined): T {
  for (const child of children ?? []) {
    for (const node of $importInline(child)) parent.append(node);
  }
  return parent;
}

function $importInline(node: InlineNode): LexicalNode[] {
  if ("text" in node) return $importText(node);
  switch (node.type) {
    case "link": {
      const leaves = (node.children ?? []).flatMap($importText);
      const href = acceptedLinkHref(node.href);
      // A stored link with an unsafe href is shown as its text: the editor never holds a
      // link it would refuse to save.
      if (!href) return leaves;
      return leaves.length > 0 ? [$createLinkNode(href).append(...leaves)] : [];
    }
    case "measurement":
      return [$createMeasurementNode(node.quantity, node.unitId)];
    case "ingredient-usage-reference":
      return [$createIngredientReferenceNode(node.ingredientUsageId)];
    default:
      return [];
  }
}

/**
 * A text leaf as Lexical text. Line breaks inside a leaf (not something the kitchen writes,
 * but plain-text imports might) become Lexical line breaks, which export turns into blocks.
 */
function $importText(leaf: TextLeaf): LexicalNode[] {
  if (typeof leaf.text !== "string" || leaf.text === "") return [];
  const format = (leaf.bold ? IS_BOLD : 0) | (leaf.italic ? IS_ITALIC : 0);
  const nodes: LexicalNode[] = [];
  leaf.text.split(/\r?\n/).forEach((line, index) => {
    if (index > 0) nodes.push($createLineBreakNode());
    if (line) nodes.push($createTextNode(line).setFormat(format));
  });
  return nodes;
}
