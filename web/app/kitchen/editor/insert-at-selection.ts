import { $createLinkNode, $toggleLink } from "@lexical/link";
import {
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  type LexicalNode,
} from "lexical";

/*
 * Toolbar dialogs take focus away from the editor, so the selection the author had when they
 * opened one is saved and put back before inserting: the chip lands where the caret was, not
 * wherever the browser left the DOM selection.
 */

function $restoreSelection(saved: BaseSelection | null): void {
  if (saved) $setSelection(saved.clone());
  if (!$getSelection()) $getRoot().selectEnd();
}

/** Inserts an inline node (a measurement or ingredient chip) at the saved selection. */
export function $insertInlineAt(saved: BaseSelection | null, node: LexicalNode): void {
  $restoreSelection(saved);
  $insertNodes([node]);
}

/**
 * Links the selected text; with nothing selected, inserts the link with `text` (or the address
 * itself) as its words, since a link needs something to click.
 */
export function $insertLinkAt(saved: BaseSelection | null, href: string, text: string): void {
  $restoreSelection(saved);
  const selection = $getSelection();
  if ($isRangeSelection(selection) && !selection.isCollapsed()) {
    $toggleLink(href);
    return;
  }
  $insertNodes([$createLinkNode(href).append($createTextNode(text.trim() || href))]);
}

/** Whether the saved selection covers some text (the link dialog then needs no text field). */
export function $hasSelectedText(saved: BaseSelection | null): boolean {
  return $isRangeSelection(saved) && !saved.isCollapsed();
}
