import { createHeadlessEditor } from "@lexical/headless";
import { $createLinkNode } from "@lexical/link";
import { $createListItemNode, $createListNode } from "@lexical/list";
import { $createHeadingNode } from "@lexical/rich-text";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  IS_BOLD,
  type LexicalEditor,
  type TextNode,
} from "lexical";
import { expect, test } from "vitest";
import { editorNodes } from "./editor-nodes";
import { $exportRichText } from "./rich-text-export";
import { $readToolbarState, $toggleHeading } from "./toolbar-state";

function editorWith(build: () => TextNode): LexicalEditor {
  const editor = createHeadlessEditor({
    nodes: [...editorNodes],
    onError: (error) => {
      throw error;
    },
  });
  editor.update(
    () => {
      const text = build();
      // A browser caret entering text takes that text's format (Lexical does this on
      // selectionchange); a headless select() doesn't, so mirror it here.
      text.select(1, 1).setFormat(text.getFormat());
    },
    { discrete: true },
  );
  return editor;
}

test("a caret in bold text inside a link in a numbered list", () => {
  const editor = editorWith(() => {
    const text = $createTextNode("eggs").setFormat(IS_BOLD);
    $getRoot().append(
      $createListNode("number").append(
        $createListItemNode().append($createLinkNode("/eggs").append(text)),
      ),
    );
    return text;
  });
  expect(editor.read($readToolbarState)).toEqual({
    bold: true,
    italic: false,
    block: "number",
    link: true,
  });
});

test("a caret in a heading, and the heading button toggling it off and on", () => {
  const editor = editorWith(() => {
    const text = $createTextNode("Method");
    $getRoot().append($createHeadingNode("h2").append(text));
    return text;
  });
  expect(editor.read($readToolbarState).block).toBe("h2");
  editor.update(() => $toggleHeading(2), { discrete: true });
  expect(editor.read($readToolbarState).block).toBe("paragraph");
  editor.update(() => $toggleHeading(3), { discrete: true });
  expect(editor.read($exportRichText)).toEqual({
    type: "document",
    children: [{ type: "heading", level: 3, children: [{ text: "Method" }] }],
  });
});

test("plain text in a paragraph", () => {
  const editor = editorWith(() => {
    const text = $createTextNode("plain");
    $getRoot().append($createParagraphNode().append(text));
    return text;
  });
  expect(editor.read($readToolbarState)).toEqual({
    bold: false,
    italic: false,
    block: "paragraph",
    link: false,
  });
});
