import { LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { HeadingNode } from "@lexical/rich-text";
import type { Klass, LexicalNode } from "lexical";
import { IngredientReferenceNode } from "./IngredientReferenceNode";
import { MeasurementNode } from "./MeasurementNode";

/**
 * Every node the kitchen editor knows, beyond Lexical's built-in paragraph and text. Only what
 * the stored rich-text format can express is registered: content pasted from elsewhere that
 * needs another node (quotes, code, tables) arrives as paragraphs and text instead.
 */
export const editorNodes: ReadonlyArray<Klass<LexicalNode>> = [
  HeadingNode,
  ListNode,
  ListItemNode,
  LinkNode,
  MeasurementNode,
  IngredientReferenceNode,
];
