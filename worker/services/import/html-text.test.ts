import { describe, expect, it } from "vitest";
import { cleanLines, cleanText, nodeLines, nodeText } from "./html-text";
import { parseMarkup } from "./parse-markup";

const nodes = (html: string) => parseMarkup(html, { decodeEntities: true }).children;

describe("nodeLines", () => {
  it("ends a line at a <br>, around each block and around a span styled as a block", () => {
    expect(nodeLines(nodes("<p>Chill.</p><p>Bake.</p>"))).toEqual(["Chill.", "Bake."]);
    expect(nodeLines(nodes("Chill.<br>Bake.<br/>"))).toEqual(["Chill.", "Bake."]);
    expect(nodeLines(nodes("<ul><li>Chill.</li><li>Bake.</li></ul>"))).toEqual(["Chill.", "Bake."]);
    // WP Recipe Maker's notes: block spans with a spacer between them.
    expect(
      nodeLines(
        nodes(
          '<div class="wprm-recipe-notes"><span style="display: block;">The dough keeps 3 days.</span><div class="wprm-spacer"></div><span style="display:block">Bake from frozen.</span></div>',
        ),
      ),
    ).toEqual(["The dough keeps 3 days.", "Bake from frozen."]);
  });

  it("keeps inline markup on its line", () => {
    expect(
      nodeLines(nodes("<p>Use <strong>cold</strong> butter &amp; <em>ice</em> water.</p>")),
    ).toEqual(["Use cold butter & ice water."]);
  });
});

describe("nodeText and cleanText", () => {
  it("join a node's lines with a space, never run together", () => {
    expect(nodeText(nodes("<div>Chill.</div><div>Bake.</div>"))).toBe("Chill. Bake.");
    expect(cleanText("<p>Chill.</p><p>Bake.</p>")).toBe("Chill. Bake.");
    expect(cleanText("Chill &amp;\nbake.")).toBe("Chill & bake.");
  });
});

describe("cleanLines", () => {
  it("takes a plain string's line breaks as lines and markup's as spacing", () => {
    expect(cleanLines("Chill.\nBake &amp; cool.")).toEqual(["Chill.", "Bake & cool."]);
    expect(cleanLines("<p>Chill the\ndough.</p><p>Bake.</p>")).toEqual([
      "Chill the dough.",
      "Bake.",
    ]);
    expect(cleanLines("")).toEqual([]);
  });
});
