import type { RichText } from "@schema/content/rich-text";
import { describe, expect, it } from "vitest";
import { excerpt, hasRichTextContent, headingOffsetUnder, plainText } from "./rich-text-text";

const doc: RichText = {
  type: "document",
  children: [
    {
      type: "paragraph",
      children: [{ text: "Hello " }, { type: "link", href: "/x", children: [{ text: "there" }] }],
    },
    { type: "heading", level: 2, children: [{ text: "Method" }] },
    { type: "bulleted-list", children: [{ type: "list-item", children: [{ text: "One" }] }] },
  ],
};

describe("plainText", () => {
  it("joins the text of paragraphs, links, headings and list items", () => {
    expect(plainText(doc)).toBe("Hello there\nMethod\nOne");
    expect(hasRichTextContent(doc)).toBe(true);
  });
});

describe("excerpt", () => {
  it("cuts at a word and marks the cut", () => {
    expect(excerpt("one two three four", 12)).toBe("one two…");
    expect(excerpt("  short   text ")).toBe("short text");
  });
});

describe("headingOffsetUnder", () => {
  it("maps the document's top heading to the level under the parent", () => {
    expect(headingOffsetUnder(doc, 1)).toBe(0); // stored h2 stays h2 under the page's h1
    expect(headingOffsetUnder(doc, 2)).toBe(1); // under a section's h2 it becomes h3
    expect(headingOffsetUnder(null, 1)).toBe(1);
  });
});
