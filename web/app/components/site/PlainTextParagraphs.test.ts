import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlainTextParagraphs } from "./PlainTextParagraphs";

const render = (text: string) => renderToStaticMarkup(createElement(PlainTextParagraphs, { text }));

describe("PlainTextParagraphs", () => {
  it("keeps a line break of the bio as a line break", () => {
    expect(render("Pastry chef in Aarhus.\nTests every bread twice.")).toBe(
      "<p>Pastry chef in Aarhus.<br/>Tests every bread twice.</p>",
    );
  });

  it("starts a paragraph at a blank line, and escapes what it shows", () => {
    expect(render("One <b>.\r\n\r\nTwo.\n")).toBe("<p>One &lt;b&gt;.</p><p>Two.</p>");
  });
});
