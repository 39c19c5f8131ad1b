import type { BlockNode, RichText as Doc, InlineNode } from "@schema/content/rich-text";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogueUnits, unitBySlug } from "../../lib/recipe/reference.fixture";
import { RichText, RichTextInline, type RichTextInlineProps, type RichTextProps } from "./RichText";

// The unit project only collects *.test.ts, so these tests build elements without JSX.
const render = (props: RichTextProps) => renderToStaticMarkup(createElement(RichText, props));
const renderInline = (props: RichTextInlineProps) =>
  renderToStaticMarkup(createElement(RichTextInline, props));

const doc = (...children: BlockNode[]): Doc => ({ type: "document", children });
const paragraph = (...children: InlineNode[]): BlockNode => ({ type: "paragraph", children });
const link = (href: string, text = "here"): InlineNode => ({
  type: "link",
  href,
  children: [{ text }],
});

const usageId = "00000000-0000-4000-8000-000000000001";
const cup = unitBySlug("cup");
const fahrenheit = unitBySlug("fahrenheit");

describe("RichText", () => {
  it("renders paragraphs with bold and italic text", () => {
    const html = render({
      doc: doc(
        paragraph({ text: "Plain " }, { text: "bold", bold: true }, { text: " and " }),
        paragraph({ text: "italic", italic: true }, { text: "both", bold: true, italic: true }),
      ),
    });
    expect(html).toBe(
      "<div><p>Plain <strong>bold</strong> and </p><p><em>italic</em><strong><em>both</em></strong></p></div>",
    );
  });

  it("offsets heading levels so the page outline stays valid", () => {
    const headings = doc(
      { type: "heading", level: 1, children: [{ text: "One" }] },
      { type: "heading", level: 2, children: [{ text: "Two" }] },
      { type: "heading", level: 3, children: [{ text: "Three" }] },
    );
    expect(render({ doc: headings })).toBe("<div><h2>One</h2><h3>Two</h3><h4>Three</h4></div>");
    expect(render({ doc: headings, headingOffset: 2 })).toBe(
      "<div><h3>One</h3><h4>Two</h4><h5>Three</h5></div>",
    );
    expect(render({ doc: headings, headingOffset: 5 })).toBe(
      "<div><h6>One</h6><h6>Two</h6><h6>Three</h6></div>",
    );
    expect(render({ doc: headings, headingOffset: 0 })).toContain("<h1>One</h1>");
  });

  it("renders numbered and bulleted lists", () => {
    const html = render({
      doc: doc(
        {
          type: "numbered-list",
          children: [
            { type: "list-item", children: [{ text: "First" }] },
            { type: "list-item", children: [{ text: "Second", bold: true }] },
          ],
        },
        { type: "bulleted-list", children: [{ type: "list-item", children: [{ text: "Dot" }] }] },
      ),
    });
    expect(html).toBe(
      "<div><ol><li>First</li><li><strong>Second</strong></li></ol><ul><li>Dot</li></ul></div>",
    );
  });

  it("opens external links in a new tab without opener or ranking", () => {
    expect(render({ doc: doc(paragraph(link("https://example.com/a?b=1&c=2"))) })).toBe(
      '<div><p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">here</a></p></div>',
    );
  });

  it("keeps site paths and mailto links in the same tab", () => {
    expect(render({ doc: doc(paragraph(link("/recipes/soup"))) })).toBe(
      '<div><p><a href="/recipes/soup">here</a></p></div>',
    );
    expect(render({ doc: doc(paragraph(link("mailto:chef@example.com"))) })).toBe(
      '<div><p><a href="mailto:chef@example.com">here</a></p></div>',
    );
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    "",
  ])("renders a link to %j as plain text", (href) => {
    const html = render({ doc: doc(paragraph({ text: "Go " }, link(href, "there"))) });
    expect(html).toBe("<div><p>Go there</p></div>");
  });

  it("escapes text, so markup in content stays text", () => {
    const html = render({
      doc: doc(
        paragraph({ text: '<script>alert("x")</script>' }),
        paragraph(link("https://example.com", "<img src=x onerror=alert(1)>")),
      ),
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("renders measurements as written from the units by default", () => {
    const html = render({
      units: catalogueUnits,
      doc: doc(
        paragraph(
          { text: "Bake at " },
          { type: "measurement", quantity: 350, unitId: fahrenheit.id },
          { text: " with " },
          { type: "measurement", quantity: 1.5, unitId: cup.id },
          { text: " milk." },
        ),
      ),
    });
    expect(html).toBe("<div><p>Bake at 350°F with 1½ cups milk.</p></div>");
  });

  it("renders measurements through renderMeasurement when given", () => {
    const html = render({
      doc: doc(paragraph({ type: "measurement", quantity: 350, unitId: fahrenheit.id })),
      renderMeasurement: (node) =>
        createElement("span", { className: "measure" }, `${node.quantity}!`),
    });
    expect(html).toBe('<div><p><span class="measure">350!</span></p></div>');
  });

  it("renders ingredient references through renderIngredientReference, nothing by default", () => {
    const content = doc(
      paragraph(
        { text: "Add the " },
        { type: "ingredient-usage-reference", ingredientUsageId: usageId },
        { text: "." },
      ),
    );
    expect(render({ doc: content })).toBe("<div><p>Add the .</p></div>");
    expect(
      render({
        doc: content,
        renderIngredientReference: (id) => createElement("b", null, id === usageId ? "flour" : "?"),
      }),
    ).toBe("<div><p>Add the <b>flour</b>.</p></div>");
  });

  it("skips blank paragraphs and renders nothing for an empty document", () => {
    expect(
      render({ doc: doc(paragraph({ text: "  " }), paragraph({ text: "Text" }), paragraph()) }),
    ).toBe("<div><p>Text</p></div>");
    expect(render({ doc: doc(paragraph({ text: "" })) })).toBe("");
    expect(render({ doc: doc() })).toBe("");
    expect(render({ doc: null })).toBe("");
  });

  it("passes the class name to its wrapper", () => {
    expect(render({ doc: doc(paragraph({ text: "x" })), className: "prose" })).toBe(
      '<div class="prose"><p>x</p></div>',
    );
  });
});

describe("RichTextInline", () => {
  it("renders every block's text inline, joined by spaces", () => {
    const html = renderInline({
      className: "prep",
      doc: doc(
        paragraph({ text: "finely " }, { text: "chopped", italic: true }),
        { type: "bulleted-list", children: [{ type: "list-item", children: [{ text: "or" }] }] },
        paragraph({ text: "" }),
        paragraph(link("https://example.com", "grated")),
      ),
    });
    expect(html).toBe(
      '<span class="prep">finely <em>chopped</em> or <a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">grated</a></span>',
    );
  });

  it("renders measurements and nothing for an empty field", () => {
    expect(
      renderInline({
        units: catalogueUnits,
        doc: doc(paragraph({ type: "measurement", quantity: 2, unitId: cup.id })),
      }),
    ).toBe("<span>2 cups</span>");
    expect(renderInline({ doc: doc(paragraph({ text: " " })) })).toBe("");
    expect(renderInline({ doc: null })).toBe("");
  });
});
