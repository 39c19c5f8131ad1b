import { createHeadlessEditor } from "@lexical/headless";
import { $createLinkNode, $toggleLink } from "@lexical/link";
import {
  $createListItemNode,
  $createListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  registerList,
} from "@lexical/list";
import { $createHeadingNode, registerRichText } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { type RichText, richTextSchema } from "@schema/content/rich-text";
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isTextNode,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  IS_UNDERLINE,
  type LexicalEditor,
  type TextNode,
} from "lexical";
import { describe, expect, test } from "vitest";
import { editorNodes } from "./editor-nodes";
import { $createIngredientReferenceNode } from "./IngredientReferenceNode";
import { fromLexicalState } from "./lexical-state";
import { $createMeasurementNode, $isMeasurementNode } from "./MeasurementNode";
import { $exportRichText } from "./rich-text-export";
import { registerStoredFormatGuard } from "./stored-format-guard";

const FAHRENHEIT = "9a3c3b8e-2f61-4d6b-9a57-0f3a4d1c2b11";
const CUP = "531d8e28-1df2-4bee-ad7a-9ef2a3afc871";
const EGGS_LINE = "0e6f1d7a-3c2b-4a59-8f4e-2d1b6c9a7e33";

const doc = (...children: RichText["children"]): RichText => ({ type: "document", children });

/**
 * A headless editor with the same behaviour as the kitchen's (rich text commands, lists),
 * holding one empty paragraph with the caret in it, as a freshly opened editor does.
 */
function authoringEditor(guard?: { allowHeadings: boolean }): LexicalEditor {
  const editor = createHeadlessEditor({
    nodes: [...editorNodes],
    onError: (error) => {
      throw error;
    },
  });
  registerRichText(editor);
  registerList(editor);
  if (guard) registerStoredFormatGuard(editor, guard);
  editor.update(() => $getRoot().clear().append($createParagraphNode()).selectEnd(), {
    discrete: true,
  });
  return editor;
}

function edit(editor: LexicalEditor, fn: () => void): void {
  editor.update(fn, { discrete: true });
}

function type(editor: LexicalEditor, text: string): void {
  edit(editor, () => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) throw new Error("no caret");
    selection.insertText(text);
  });
}

/** Selects `text` inside the first text node containing it. */
function select(editor: LexicalEditor, text: string): void {
  edit(editor, () => {
    const node = $getRoot()
      .getAllTextNodes()
      .find((candidate) => candidate.getTextContent().includes(text));
    if (!node) throw new Error(`no text node with "${text}"`);
    const start = node.getTextContent().indexOf(text);
    node.select(start, start + text.length);
  });
}

/** What the kitchen would save; also checks it is a valid stored document. */
function saved(editor: LexicalEditor): RichText {
  const result = editor.read($exportRichText);
  expect(richTextSchema.safeParse(result).success).toBe(true);
  // The serialized state converts to the same document as the live editor.
  expect(fromLexicalState(editor.getEditorState().toJSON())).toEqual(result);
  return result;
}

describe("documents typed in the editor", () => {
  test("text with a word made bold and another italic", () => {
    const editor = authoringEditor();
    type(editor, "Knead until smooth and elastic");
    select(editor, "smooth");
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold");
    select(editor, "elastic");
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic");
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold");
    expect(saved(editor)).toEqual(
      doc({
        type: "paragraph",
        children: [
          { text: "Knead until " },
          { text: "smooth", bold: true },
          { text: " and " },
          { text: "elastic", bold: true, italic: true },
        ],
      }),
    );
  });

  test("a measurement inserted at the caret between typed text", () => {
    const editor = authoringEditor();
    type(editor, "Bake at ");
    edit(editor, () => $insertNodes([$createMeasurementNode(350, FAHRENHEIT)]));
    type(editor, " until golden");
    expect(saved(editor)).toEqual(
      doc({
        type: "paragraph",
        children: [
          { text: "Bake at " },
          { type: "measurement", quantity: 350, unitId: FAHRENHEIT },
          { text: " until golden" },
        ],
      }),
    );
  });

  test("a numbered list whose item mentions an ingredient line", () => {
    const editor = authoringEditor();
    editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
    type(editor, "Beat the ");
    edit(editor, () => $insertNodes([$createIngredientReferenceNode(EGGS_LINE)]));
    editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    type(editor, "Add ");
    edit(editor, () => $insertNodes([$createMeasurementNode(0.5, CUP)]));
    type(editor, " milk");
    expect(saved(editor)).toEqual(
      doc({
        type: "numbered-list",
        children: [
          {
            type: "list-item",
            children: [
              { text: "Beat the " },
              { type: "ingredient-usage-reference", ingredientUsageId: EGGS_LINE },
            ],
          },
          {
            type: "list-item",
            children: [
              { text: "Add " },
              { type: "measurement", quantity: 0.5, unitId: CUP },
              { text: " milk" },
            ],
          },
        ],
      }),
    );
  });

  test("a heading, then a bulleted list, then prose", () => {
    const editor = authoringEditor();
    type(editor, "Equipment");
    edit(editor, () => $setBlocksType($getSelection(), () => $createHeadingNode("h2")));
    editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    type(editor, "Dutch oven");
    editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    // Enter on an empty item leaves the list, as in every word processor.
    editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    type(editor, "That's all.");
    expect(saved(editor)).toEqual(
      doc(
        { type: "heading", level: 2, children: [{ text: "Equipment" }] },
        {
          type: "bulleted-list",
          children: [{ type: "list-item", children: [{ text: "Dutch oven" }] }],
        },
        { type: "paragraph", children: [{ text: "That's all." }] },
      ),
    );
  });

  test("a link made from selected text, with one word bold inside it", () => {
    const editor = authoringEditor();
    type(editor, "Read the full story here.");
    select(editor, "full story");
    edit(editor, () => $toggleLink("https://example.com/story"));
    select(editor, "story");
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold");
    expect(saved(editor)).toEqual(
      doc({
        type: "paragraph",
        children: [
          { text: "Read the " },
          {
            type: "link",
            href: "https://example.com/story",
            children: [{ text: "full " }, { text: "story", bold: true }],
          },
          { text: " here." },
        ],
      }),
    );
  });

  test("blank lines typed at the end are not saved", () => {
    const editor = authoringEditor();
    type(editor, "Serve warm.");
    editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
    type(editor, "   ");
    expect(saved(editor)).toEqual(doc({ type: "paragraph", children: [{ text: "Serve warm." }] }));
  });

  test("an untouched editor saves an empty document", () => {
    expect(saved(authoringEditor())).toEqual(doc());
  });
});

describe("Lexical content the stored format can't hold", () => {
  test("a link to an unsafe address is saved as its text", () => {
    const editor = authoringEditor();
    edit(editor, () => {
      $getRoot()
        .clear()
        .append(
          $createParagraphNode().append(
            $createTextNode("Click "),
            $createLinkNode("javascript:alert(1)").append(
              $createTextNode("me").toggleFormat("bold"),
            ),
            $createTextNode(" or "),
            $createLinkNode("//evil.example").append($createTextNode("here")),
            $createTextNode(" or "),
            $createLinkNode("data:text/html,hi").append($createTextNode("there")),
          ),
        );
    });
    expect(saved(editor)).toEqual(
      doc({
        type: "paragraph",
        children: [{ text: "Click " }, { text: "me", bold: true }, { text: " or here or there" }],
      }),
    );
  });

  test("nested lists flatten into one list level, in reading order", () => {
    const editor = authoringEditor();
    edit(editor, () => {
      const nested = $createListNode("number").append(
        $createListItemNode().append($createTextNode("1a")),
        $createListItemNode().append($createTextNode("1b")),
      );
      $getRoot()
        .clear()
        .append(
          $createListNode("bullet").append(
            $createListItemNode().append($createTextNode("one")),
            $createListItemNode().append(nested),
            $createListItemNode().append($createTextNode("two")),
          ),
        );
    });
    expect(saved(editor)).toEqual(
      doc({
        type: "bulleted-list",
        children: ["one", "1a", "1b", "two"].map((text) => ({
          type: "list-item" as const,
          children: [{ text }],
        })),
      }),
    );
  });

  test("a check list is saved as a bulleted list", () => {
    const editor = authoringEditor();
    edit(editor, () => {
      $getRoot()
        .clear()
        .append(
          $createListNode("check").append(
            $createListItemNode(true).append($createTextNode("Oven on")),
          ),
        );
    });
    expect(saved(editor)).toEqual(
      doc({
        type: "bulleted-list",
        children: [{ type: "list-item", children: [{ text: "Oven on" }] }],
      }),
    );
  });

  test("a line break ends the block, in paragraphs and list items", () => {
    const editor = authoringEditor();
    edit(editor, () => {
      $getRoot()
        .clear()
        .append(
          $createParagraphNode().append(
            $createTextNode("line one"),
            $createLineBreakNode(),
            $createTextNode("line two"),
          ),
          $createListNode("bullet").append(
            $createListItemNode().append(
              $createTextNode("a"),
              $createLineBreakNode(),
              $createTextNode("b"),
            ),
          ),
        );
    });
    expect(saved(editor)).toEqual(
      doc(
        { type: "paragraph", children: [{ text: "line one" }] },
        { type: "paragraph", children: [{ text: "line two" }] },
        {
          type: "bulleted-list",
          children: [
            { type: "list-item", children: [{ text: "a" }] },
            { type: "list-item", children: [{ text: "b" }] },
          ],
        },
      ),
    );
  });

  test("underline is dropped and deep headings become level 3", () => {
    const editor = authoringEditor();
    edit(editor, () => {
      $getRoot()
        .clear()
        .append(
          $createHeadingNode("h5").append($createTextNode("Notes")),
          $createParagraphNode().append(
            $createTextNode("under").setFormat(IS_UNDERLINE),
            $createTextNode("lined"),
          ),
        );
    });
    expect(saved(editor)).toEqual(
      doc(
        { type: "heading", level: 3, children: [{ text: "Notes" }] },
        { type: "paragraph", children: [{ text: "underlined" }] },
      ),
    );
  });

  test("a chip inside a link splits the link around it", () => {
    const editor = authoringEditor();
    edit(editor, () => {
      $getRoot()
        .clear()
        .append(
          $createParagraphNode().append(
            $createLinkNode("/recipes/stock").append(
              $createTextNode("use "),
              $createMeasurementNode(1, CUP),
              $createTextNode(" stock"),
            ),
          ),
        );
    });
    expect(saved(editor)).toEqual(
      doc({
        type: "paragraph",
        children: [
          { type: "link", href: "/recipes/stock", children: [{ text: "use " }] },
          { type: "measurement", quantity: 1, unitId: CUP },
          { type: "link", href: "/recipes/stock", children: [{ text: " stock" }] },
        ],
      }),
    );
  });

  test("chips with unusable data are left out", () => {
    const editor = authoringEditor();
    edit(editor, () => {
      $getRoot()
        .clear()
        .append(
          $createParagraphNode().append(
            $createTextNode("a"),
            $createMeasurementNode(2, "not-a-uuid"),
            $createMeasurementNode(Number.NaN, CUP),
            $createIngredientReferenceNode(""),
            $createTextNode("b"),
          ),
        );
    });
    // Read from the live editor: a JSON round trip would already have turned NaN into 0.
    const result = editor.read($exportRichText);
    expect(result).toEqual(doc({ type: "paragraph", children: [{ text: "ab" }] }));
  });

  test("a very long run of text is split into leaves the schema accepts", () => {
    const editor = authoringEditor();
    const long = "x".repeat(45_000);
    edit(editor, () => {
      $getRoot()
        .clear()
        .append($createParagraphNode().append($createTextNode(long)));
    });
    const [block] = saved(editor).children;
    expect(block?.type).toBe("paragraph");
    const leaves = block?.type === "paragraph" ? block.children : [];
    expect(leaves.map((leaf) => ("text" in leaf ? leaf.text.length : 0))).toEqual([
      20_000, 20_000, 5_000,
    ]);
  });
});

describe("the stored-format guard keeps the editor honest", () => {
  const allText = (editor: LexicalEditor): TextNode[] =>
    editor.read(() => $getRoot().getAllTextNodes().filter($isTextNode));

  test("Ctrl+U does nothing, bold still works", () => {
    const editor = authoringEditor({ allowHeadings: true });
    type(editor, "crisp");
    select(editor, "crisp");
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, "underline");
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold");
    const formats = editor.read(() => allText(editor).map((node) => node.getFormat()));
    expect(formats).toEqual([1]);
  });

  test("pasted formats and styles are stripped as they arrive", () => {
    const editor = authoringEditor({ allowHeadings: true });
    edit(editor, () => {
      $getRoot()
        .clear()
        .append(
          $createParagraphNode().append(
            $createTextNode("styled")
              .setFormat(IS_UNDERLINE | 2)
              .setStyle("color: red"),
          ),
        );
    });
    editor.read(() => {
      const [node] = $getRoot().getAllTextNodes();
      expect(node?.getFormat()).toBe(2);
      expect(node?.getStyle()).toBe("");
    });
  });

  test("Shift+Enter starts a new paragraph instead of a line break", () => {
    const editor = authoringEditor({ allowHeadings: true });
    type(editor, "first");
    editor.dispatchCommand(INSERT_LINE_BREAK_COMMAND, false);
    type(editor, "second");
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(2);
    expect(saved(editor)).toEqual(
      doc(
        { type: "paragraph", children: [{ text: "first" }] },
        { type: "paragraph", children: [{ text: "second" }] },
      ),
    );
  });

  test("headings turn into paragraphs where the field allows none", () => {
    const editor = authoringEditor({ allowHeadings: false });
    edit(editor, () => {
      $getRoot()
        .clear()
        .append($createHeadingNode("h1").append($createTextNode("Big")));
    });
    expect(saved(editor)).toEqual(doc({ type: "paragraph", children: [{ text: "Big" }] }));
  });

  test("h4 to h6 become h3 where headings are allowed", () => {
    const editor = authoringEditor({ allowHeadings: true });
    edit(editor, () => {
      $getRoot()
        .clear()
        .append($createHeadingNode("h6").append($createTextNode("Small")));
    });
    expect(editor.read(() => $getRoot().getFirstChild()?.getType())).toBe("heading");
    expect(saved(editor)).toEqual(
      doc({ type: "heading", level: 3, children: [{ text: "Small" }] }),
    );
  });
});

describe("editing a chip", () => {
  test("changing a measurement's quantity is saved", () => {
    const editor = authoringEditor();
    type(editor, "Heat to ");
    edit(editor, () => $insertNodes([$createMeasurementNode(180, FAHRENHEIT)]));
    edit(editor, () => {
      const chip = $getRoot().getAllTextNodes()[0]?.getNextSibling();
      if (!$isMeasurementNode(chip)) throw new Error("no measurement after the text");
      chip.setQuantity(350);
    });
    expect(saved(editor)).toEqual(
      doc({
        type: "paragraph",
        children: [
          { text: "Heat to " },
          { type: "measurement", quantity: 350, unitId: FAHRENHEIT },
        ],
      }),
    );
  });
});
