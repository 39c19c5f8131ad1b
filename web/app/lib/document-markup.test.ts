import type { AppLoadContext } from "@remix-run/cloudflare";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DOCUMENT_MARKUP, DocumentMarkupContext, useDocumentMarkup } from "./document-markup";
import { setAsideForDocument } from "./document-markup.server";

const LABEL = '<table class="nutrition-facts"><caption>Nutrition facts</caption></table>';

function Slot({ fromData }: { fromData: string | null }) {
  const html = useDocumentMarkup("nutrition", fromData);
  return html === null ? null : createElement("div", { dangerouslySetInnerHTML: { __html: html } });
}

describe("markup a document carries without repeating it in its data", () => {
  it("is set aside for a document and sent in place for a client-side visit", () => {
    const documentMarkup = new Map<string, string>();
    const document = { documentMarkup } as unknown as AppLoadContext;
    expect(setAsideForDocument(document, "nutrition", LABEL)).toBe(DOCUMENT_MARKUP);
    expect(documentMarkup.get("nutrition")).toBe(LABEL);

    const visit = {} as AppLoadContext;
    expect(setAsideForDocument(visit, "nutrition", LABEL)).toBe(LABEL);
    expect(setAsideForDocument(document, "other", null)).toBeNull();
    // Empty markup is none: the marker never stands for nothing.
    expect(setAsideForDocument(document, "other", "")).toBeNull();
    expect(documentMarkup.has("other")).toBe(false);
  });

  it("renders the set-aside markup on the server, and leaves the element empty to hydrate", () => {
    const setAside = new Map([["nutrition", LABEL]]);
    const server = renderToString(
      createElement(
        DocumentMarkupContext.Provider,
        { value: setAside },
        createElement(Slot, { fromData: DOCUMENT_MARKUP }),
      ),
    );
    expect(server).toBe(`<div>${LABEL}</div>`);
    // In the browser (no set-aside markup) the element is empty: React keeps the server's.
    expect(renderToString(createElement(Slot, { fromData: DOCUMENT_MARKUP }))).toBe("<div></div>");
    // A client-side visit's data carries the markup itself; no label is no element.
    expect(renderToString(createElement(Slot, { fromData: LABEL }))).toBe(`<div>${LABEL}</div>`);
    expect(renderToString(createElement(Slot, { fromData: null }))).toBe("");
  });
});
