import { $isLinkNode } from "@lexical/link";
import { $isListNode, ListNode } from "@lexical/list";
import { $createHeadingNode, $isHeadingNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $getNearestNodeOfType } from "@lexical/utils";
import {
  $createParagraphNode,
  $findMatchingParent,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  type LexicalNode,
} from "lexical";

export type BlockKind = "paragraph" | "h1" | "h2" | "h3" | "bullet" | "number" | "other";

/** What the toolbar shows as pressed, read from the current selection. */
export type ToolbarState = {
  bold: boolean;
  italic: boolean;
  block: BlockKind;
  link: boolean;
};

export const IDLE_TOOLBAR_STATE: ToolbarState = {
  bold: false,
  italic: false,
  block: "paragraph",
  link: false,
};

/** Call inside a read: the formatting at the caret, or of the selected text. */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return IDLE_TOOLBAR_STATE;
  const anchor = selection.anchor.getNode();
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    block: $blockKind(anchor),
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
  };
}

function $blockKind(anchor: LexicalNode): BlockKind {
  // The nearest list, not the outermost: that is the one the list buttons act on.
  const list = $getNearestNodeOfType(anchor, ListNode);
  if (list) return list.getListType() === "number" ? "number" : "bullet";
  const block = $isRootOrShadowRoot(anchor)
    ? null
    : $findMatchingParent(anchor, (node) => {
        const parent = node.getParent();
        return parent !== null && $isRootOrShadowRoot(parent);
      });
  if (!block || $isListNode(block)) return "paragraph";
  if ($isHeadingNode(block)) {
    const tag = block.getTag();
    return tag === "h1" || tag === "h2" || tag === "h3" ? tag : "other";
  }
  return block.getType() === "paragraph" ? "paragraph" : "other";
}

/** Turns the selected blocks into a heading of that level, or back into paragraphs. */
export function $toggleHeading(level: 1 | 2 | 3): void {
  const selection = $getSelection();
  const tag = `h${level}` as const;
  const isAlready = $readToolbarState().block === tag;
  $setBlocksType(selection, () => (isAlready ? $createParagraphNode() : $createHeadingNode(tag)));
}
