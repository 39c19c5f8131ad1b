import { type RichText, richTextSchema } from "@schema/content/rich-text";
import { describe, expect, test } from "vitest";
import { fromLexicalState, toLexicalState } from "./lexical-state";

const FAHRENHEIT = "9a3c3b8e-2f61-4d6b-9a57-0f3a4d1c2b11";
const CUP = "531d8e28-1df2-4bee-ad7a-9ef2a3afc871";
const FLOUR_LINE = "5b0c7a52-8e0e-4c4f-b7c7-4a0d7f3c9e21";
const EGGS_LINE = "0e6f1d7a-3c2b-4a59-8f4e-2d1b6c9a7e33";

const doc = (...children: RichText["children"]): RichText => ({ type: "document", children });

/** Canonical stored documents: what the kitchen saves must come back exactly as it was. */
const corpus: Record<string, RichText> = {
  "empty document": doc(),
  "plain paragraph": doc({ type: "paragraph", children: [{ text: "Preheat the oven." }] }),
  "bold, italic and bold+italic": doc({
    type: "paragraph",
    children: [
      { text: "Use " },
      { text: "cold", bold: true },
      { text: " butter, " },
      { text: "really", italic: true },
      { text: " cold", bold: true, italic: true },
      { text: "." },
    ],
  }),
  "heading levels 1 to 3": doc(
    { type: "heading", level: 1, children: [{ text: "Sourdough" }] },
    { type: "heading", level: 2, children: [{ text: "The starter", italic: true }] },
    { type: "heading", level: 3, children: [{ text: "Feeding" }] },
    { type: "paragraph", children: [{ text: "Twice a day." }] },
  ),
  "link with a bold child": doc({
    type: "paragraph",
    children: [
      { text: "See " },
      {
        type: "link",
        href: "https://example.com/bread",
        children: [{ text: "my " }, { text: "bread", bold: true }, { text: " guide" }],
      },
      { text: "." },
    ],
  }),
  "mailto and site-relative links": doc({
    type: "paragraph",
    children: [
      { type: "link", href: "mailto:chef@example.com", children: [{ text: "write" }] },
      { text: " or read " },
      { type: "link", href: "/recipes/focaccia", children: [{ text: "focaccia" }] },
    ],
  }),
  "measurement in a paragraph": doc({
    type: "paragraph",
    children: [
      { text: "Bake at " },
      { type: "measurement", quantity: 350, unitId: FAHRENHEIT },
      { text: " for 40 minutes." },
    ],
  }),
  "list items with measurements": doc({
    type: "bulleted-list",
    children: [
      {
        type: "list-item",
        children: [{ type: "measurement", quantity: 2.5, unitId: CUP }, { text: " flour" }],
      },
      {
        type: "list-item",
        children: [{ text: "a pinch of " }, { text: "salt", bold: true }],
      },
    ],
  }),
  "ingredient reference inside a numbered list item": doc({
    type: "numbered-list",
    children: [
      {
        type: "list-item",
        children: [
          { text: "Whisk the " },
          { type: "ingredient-usage-reference", ingredientUsageId: EGGS_LINE },
          { text: " into the " },
          { type: "ingredient-usage-reference", ingredientUsageId: FLOUR_LINE },
        ],
      },
      { type: "list-item", children: [{ text: "Rest " }, { text: "overnight", italic: true }] },
    ],
  }),
  "chips side by side and at block edges": doc({
    type: "paragraph",
    children: [
      { type: "measurement", quantity: 0, unitId: CUP },
      { type: "ingredient-usage-reference", ingredientUsageId: FLOUR_LINE },
      { type: "measurement", quantity: 0.333, unitId: CUP },
    ],
  }),
  "empty paragraphs between blocks": doc(
    { type: "paragraph", children: [{ text: "One" }] },
    { type: "paragraph", children: [] },
    { type: "paragraph", children: [{ text: "Two" }] },
  ),
  "every block type in sequence": doc(
    { type: "heading", level: 2, children: [{ text: "Method" }] },
    { type: "numbered-list", children: [{ type: "list-item", children: [{ text: "Mix" }] }] },
    { type: "bulleted-list", children: [{ type: "list-item", children: [{ text: "Tip" }] }] },
    { type: "numbered-list", children: [{ type: "list-item", children: [{ text: "Bake" }] }] },
    {
      type: "paragraph",
      children: [
        {
          type: "link",
          href: "https://example.com",
          children: [{ text: "Source", bold: true, italic: true }],
        },
      ],
    },
  ),
  "whitespace is kept as written": doc({
    type: "paragraph",
    children: [{ text: "  two  spaces\tand a tab " }],
  }),
};

describe("stored document → Lexical → stored document", () => {
  for (const [name, document] of Object.entries(corpus)) {
    test(name, () => {
      expect(richTextSchema.parse(document)).toEqual(document);
      const back = fromLexicalState(toLexicalState(document));
      expect(back).toEqual(document);
      expect(richTextSchema.safeParse(back).success).toBe(true);
    });
  }

  test("survives JSON serialization of the Lexical state in between", () => {
    for (const document of Object.values(corpus)) {
      const state = JSON.parse(JSON.stringify(toLexicalState(document)));
      expect(fromLexicalState(state)).toEqual(document);
    }
  });
});

describe("import of missing or unusual documents", () => {
  test("a null document opens as one empty paragraph", () => {
    const state = toLexicalState(null);
    expect(state.root.children).toHaveLength(1);
    expect(state.root.children[0]).toMatchObject({ type: "paragraph", children: [] });
    expect(fromLexicalState(state)).toEqual(doc());
  });

  test("an empty document opens as one empty paragraph", () => {
    expect(toLexicalState(doc()).root.children).toMatchObject([{ type: "paragraph" }]);
  });

  test("unknown block and inline types are skipped, the rest is kept", () => {
    const stored = {
      type: "document",
      children: [
        { type: "blockquote", children: [{ text: "gone" }] },
        {
          type: "paragraph",
          children: [{ text: "kept" }, { type: "footnote", id: "1" }, { text: " too" }],
        },
      ],
    } as unknown as RichText;
    expect(fromLexicalState(toLexicalState(stored))).toEqual(
      doc({ type: "paragraph", children: [{ text: "kept too" }] }),
    );
  });

  test("non-canonical input comes back canonical", () => {
    const stored = doc(
      {
        type: "paragraph",
        children: [
          { text: "a", bold: false, italic: false },
          { text: "" },
          { text: "b" },
          { type: "link", href: "https://example.com", children: [{ text: "" }] },
        ],
      },
      { type: "bulleted-list", children: [{ type: "list-item", children: [] }] },
      { type: "paragraph", children: [] },
      { type: "paragraph", children: [{ text: "  " }] },
    );
    expect(fromLexicalState(toLexicalState(stored))).toEqual(
      doc({ type: "paragraph", children: [{ text: "ab" }] }),
    );
  });

  test("a stored link with an unsafe href opens as plain text", () => {
    const stored = doc({
      type: "paragraph",
      children: [{ type: "link", href: "javascript:alert(1)", children: [{ text: "click" }] }],
    });
    expect(fromLexicalState(toLexicalState(stored))).toEqual(
      doc({ type: "paragraph", children: [{ text: "click" }] }),
    );
  });

  test("a line break inside a stored leaf becomes two blocks", () => {
    const stored = doc({ type: "paragraph", children: [{ text: "one\ntwo", bold: true }] });
    expect(fromLexicalState(toLexicalState(stored))).toEqual(
      doc(
        { type: "paragraph", children: [{ text: "one", bold: true }] },
        { type: "paragraph", children: [{ text: "two", bold: true }] },
      ),
    );
  });
});

describe("fromLexicalState on missing or foreign states", () => {
  test("no state is an empty document", () => {
    expect(fromLexicalState(null)).toEqual(doc());
    expect(fromLexicalState(undefined)).toEqual(doc());
  });

  test("node types this editor does not register keep their text", () => {
    const state = {
      root: {
        type: "root",
        version: 1,
        children: [
          {
            type: "paragraph",
            version: 1,
            children: [
              { type: "text", version: 1, text: "Say " },
              {
                type: "mark",
                version: 1,
                ids: ["c1"],
                children: [{ type: "text", version: 1, text: "hello", format: 1 }],
              },
              { type: "emoji-picker", version: 1 },
            ],
          },
        ],
      },
    };
    expect(fromLexicalState(state as never)).toEqual(
      doc({ type: "paragraph", children: [{ text: "Say " }, { text: "hello", bold: true }] }),
    );
  });
});
