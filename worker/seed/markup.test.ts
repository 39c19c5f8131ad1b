import { richTextSchema } from "@schema/content/rich-text";
import { describe, expect, it } from "vitest";
import { type MarkupContext, parseMarkup, parseQuantity } from "./markup";

const UNITS: Record<string, string> = {
  fahrenheit: "00000000-0000-4000-8000-000000000001",
  cup: "00000000-0000-4000-8000-000000000002",
  kg: "00000000-0000-4000-8000-000000000003",
};
const USAGES: Record<string, string> = {
  garlic: "00000000-0000-4000-8000-0000000000a1",
  "olive-oil": "00000000-0000-4000-8000-0000000000a2",
};

const ctx: MarkupContext = {
  unitId(slug) {
    const id = UNITS[slug];
    if (!id) throw new Error(`unknown unit "${slug}"`);
    return id;
  },
  usageId(key) {
    const id = USAGES[key];
    if (!id) throw new Error(`unknown ingredient key "${key}"`);
    return id;
  },
};

const parse = (text: string) => {
  const doc = parseMarkup(text, ctx);
  // Every result must be storable as-is.
  expect(richTextSchema.safeParse(doc).success).toBe(true);
  return doc;
};

describe("parseMarkup blocks", () => {
  it("returns an empty document for empty text", () => {
    expect(parse("")).toEqual({ type: "document", children: [] });
    expect(parse("  \n\n ")).toEqual({ type: "document", children: [] });
  });

  it("splits paragraphs on blank lines and joins wrapped lines", () => {
    expect(parse("First line\ncontinues.\n\n  \nSecond.")).toEqual({
      type: "document",
      children: [
        { type: "paragraph", children: [{ text: "First line continues." }] },
        { type: "paragraph", children: [{ text: "Second." }] },
      ],
    });
  });

  it("handles CRLF line endings", () => {
    expect(parse("One\r\n\r\nTwo").children).toHaveLength(2);
  });

  it("parses ## and ### headings, also directly above a paragraph", () => {
    expect(parse("## Why it works\nBecause.\n\n### Tip").children).toEqual([
      { type: "heading", level: 2, children: [{ text: "Why it works" }] },
      { type: "paragraph", children: [{ text: "Because." }] },
      { type: "heading", level: 3, children: [{ text: "Tip" }] },
    ]);
    expect(parse("# Top").children[0]).toMatchObject({ type: "heading", level: 1 });
  });

  it("parses bulleted and numbered lists", () => {
    expect(parse("- one\n- **two**\n\n1. first\n2. second").children).toEqual([
      {
        type: "bulleted-list",
        children: [
          { type: "list-item", children: [{ text: "one" }] },
          { type: "list-item", children: [{ text: "two", bold: true }] },
        ],
      },
      {
        type: "numbered-list",
        children: [
          { type: "list-item", children: [{ text: "first" }] },
          { type: "list-item", children: [{ text: "second" }] },
        ],
      },
    ]);
  });

  it("splits a block into paragraph and list, and continues items on indented lines", () => {
    expect(parse("You need:\n- salt\n  and pepper\n1. go").children).toEqual([
      { type: "paragraph", children: [{ text: "You need:" }] },
      {
        type: "bulleted-list",
        children: [{ type: "list-item", children: [{ text: "salt and pepper" }] }],
      },
      { type: "numbered-list", children: [{ type: "list-item", children: [{ text: "go" }] }] },
    ]);
  });

  it("does not mistake decimals for numbered lists", () => {
    expect(parse("1.5 is plenty").children[0]).toMatchObject({ type: "paragraph" });
  });
});

describe("parseMarkup inline", () => {
  const inline = (text: string) => {
    const block = parse(text).children[0];
    if (!block || block.type === "bulleted-list" || block.type === "numbered-list") {
      throw new Error("expected a paragraph");
    }
    return block.children;
  };

  it("parses bold and italic, including both at once", () => {
    expect(inline("a **b** _c_ **_d_**")).toEqual([
      { text: "a " },
      { text: "b", bold: true },
      { text: " " },
      { text: "c", italic: true },
      { text: " " },
      { text: "d", bold: true, italic: true },
    ]);
  });

  it("keeps underscores inside words literal", () => {
    expect(inline("snake_case and file_name_here")).toEqual([
      { text: "snake_case and file_name_here" },
    ]);
  });

  it("parses links, with styled labels", () => {
    expect(inline("See [my **shop**](https://example.com/shop?a=1) now")).toEqual([
      { text: "See " },
      {
        type: "link",
        href: "https://example.com/shop?a=1",
        children: [{ text: "my " }, { text: "shop", bold: true }],
      },
      { text: " now" },
    ]);
    expect(inline("[About](/about)")[0]).toMatchObject({ type: "link", href: "/about" });
  });

  it("keeps plain brackets and escaped markers literal", () => {
    expect(inline("[optional] 2 \\* 3 \\_x\\_ \\[y](z)")).toEqual([
      { text: "[optional] 2 * 3 _x_ [y](z)" },
    ]);
  });

  it("parses measurements with whole, decimal, fraction and mixed quantities", () => {
    expect(inline("Heat to [[350 fahrenheit]].")).toEqual([
      { text: "Heat to " },
      { type: "measurement", quantity: 350, unitId: UNITS.fahrenheit },
      { text: "." },
    ]);
    const quantities = ["2 cup", "0.75 cup", "1/2 cup", "1 1/2 cup", "1.5 kg"].map((m) => {
      const node = inline(`[[${m}]]`)[0];
      return node && "quantity" in node ? node.quantity : null;
    });
    expect(quantities).toEqual([2, 0.75, 0.5, 1.5, 1.5]);
  });

  it("parses ingredient usage references", () => {
    expect(inline("Add the [[@garlic]] and [[@olive-oil]]")).toEqual([
      { text: "Add the " },
      { type: "ingredient-usage-reference", ingredientUsageId: USAGES.garlic },
      { text: " and " },
      { type: "ingredient-usage-reference", ingredientUsageId: USAGES["olive-oil"] },
    ]);
  });

  it("parses markup inside list items and headings", () => {
    const doc = parse("## Bake at [[350 fahrenheit]]\n- [[1 cup]] of [[@garlic]]");
    expect(doc.children[0]).toMatchObject({
      type: "heading",
      children: [{ text: "Bake at " }, { type: "measurement", quantity: 350 }],
    });
    expect(doc.children[1]).toMatchObject({
      type: "bulleted-list",
      children: [
        {
          children: [
            { type: "measurement", quantity: 1 },
            { text: " of " },
            { type: "ingredient-usage-reference" },
          ],
        },
      ],
    });
  });
});

describe("parseMarkup errors", () => {
  const cases: [string, RegExp][] = [
    ["an **unclosed bold", /unclosed "\*\*"/],
    ["an _unclosed italic", /unclosed "_"/],
    ["[[350 fahrenheit", /unclosed "\[\["/],
    ["[[fahrenheit]]", /neither/],
    ["[[350]]", /neither/],
    ["[[1/0 cup]]", /division by zero/],
    ["[[2 furlong]]", /unknown unit "furlong"/],
    ["[[@shallot]]", /unknown ingredient key "shallot"/],
    ["[label](ftp://x)", /link href/],
    ["[label](https://x", /unclosed link/],
    ["[](https://example.com)", /without a label/],
    ["[[[1 cup]] inside](https://example.com)", /neither|inside a link/],
    ["##Heading", /space after "#"/],
    ["#### Deep", /level 3/],
    ["## ", /neither|empty heading|space/],
  ];
  for (const [text, message] of cases) {
    it(`rejects ${JSON.stringify(text)}`, () => {
      expect(() => parseMarkup(text, ctx)).toThrow(message);
    });
  }

  it("names the offending text in the error", () => {
    expect(() => parseMarkup("Stir in [[@shallot]] slowly", ctx)).toThrow(
      /Markup error: .* in "Stir in \[\[@shallot\]\] slowly"/,
    );
  });
});

describe("parseQuantity", () => {
  it("reads whole, decimal, fraction and mixed numbers", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity("0.25")).toBe(0.25);
    expect(parseQuantity("3/4")).toBe(0.75);
    expect(parseQuantity("2 1/4")).toBe(2.25);
  });
});
