import { describe, expect, it } from "vitest";
import { anyChange, diffGroups, diffParagraphs, diffWriting } from "./version-diff";
import type { TextGroup, WritingField } from "./version-text";

const group = (id: string, items: [string, string][], title = ""): TextGroup => ({
  id,
  title,
  items: items.map(([itemId, text]) => ({ id: itemId, text })),
});

describe("diffGroups", () => {
  it("marks the words a version changes in a line of the same id, and nothing else", () => {
    const version = [
      group("g", [
        ["a", "2 1/2 cups flour"],
        ["b", "1 tsp salt"],
      ]),
    ];
    const current = [
      group("g", [
        ["a", "2 cups flour, sifted"],
        ["b", "1 tsp salt"],
      ]),
    ];
    const [only] = diffGroups(version, current);
    expect(only?.items[0]?.parts).toEqual([
      { text: "2 ", change: "same" },
      { text: "1/2 ", change: "added" },
      { text: "cups flour", change: "same" },
      { text: ", sifted", change: "removed" },
    ]);
    expect(only?.items[1]).toEqual({
      id: "b",
      presence: "both",
      moved: false,
      parts: [{ text: "1 tsp salt", change: "same" }],
    });
  });

  it("a line only in the version is brought back; one only in the editor goes, in its group", () => {
    const version = [
      group("g", [
        ["a", "eggs"],
        ["new", "butter"],
      ]),
    ];
    const current = [
      group("g", [
        ["a", "eggs"],
        ["gone", "lard"],
      ]),
      group("h", [["x", "salt"]]),
    ];
    const groups = diffGroups(version, current);
    expect(groups.map((g) => g.items.map((item) => `${item.presence}: ${item.id}`))).toEqual([
      ["both: a", "added: new", "removed: gone"],
      ["removed: x"],
    ]);
    expect(anyChange(groups)).toBe(true);
  });

  it("a moved step is the same step, marked moved: one move, not every step after it", () => {
    const steps: [string, string][] = ["one", "two", "three", "four"].map((id) => [id, id]);
    const current = [group("g", steps)];
    // "four" goes first: the other three keep their order.
    const version = [group("g", [["four", "four"], ...steps.slice(0, 3)])];
    const groups = diffGroups(version, current);
    expect(groups[0]?.items.map((item) => `${item.id}${item.moved ? " moved" : ""}`)).toEqual([
      "four moved",
      "one",
      "two",
      "three",
    ]);
    expect(anyChange(groups)).toBe(true);
    expect(anyChange(diffGroups(current, current))).toBe(false);
  });
});

describe("diffParagraphs", () => {
  it("marks a rewritten paragraph word by word and only counts the ones alike", () => {
    const current = "We grew up on this.\nMy grandmother used lard.\nIt keeps for a week.\nEnjoy.";
    const version =
      "We grew up on this.\nMy grandmother used butter.\nIt keeps for a week.\nEnjoy.";
    expect(diffParagraphs(version, current)).toEqual([
      { same: 1 },
      {
        parts: [
          { text: "My grandmother used ", change: "same" },
          { text: "lard", change: "removed" },
          { text: "butter", change: "added" },
          { text: ".", change: "same" },
        ],
      },
      { same: 2 },
    ]);
  });

  it("brings back or takes out whole paragraphs, ignoring blank lines", () => {
    expect(diffParagraphs("One.\n\nTwo.", "One.")).toEqual([
      { same: 1 },
      { parts: [{ text: "Two.", change: "added" }] },
    ]);
    expect(diffParagraphs("", "Gone.")).toEqual([
      { parts: [{ text: "Gone.", change: "removed" }] },
    ]);
  });

  it("pairs a longer rewritten run place by place, the rest whole", () => {
    expect(diffParagraphs("A b.", "A c.\nD.")).toEqual([
      {
        parts: [
          { text: "A ", change: "same" },
          { text: "c", change: "removed" },
          { text: "b", change: "added" },
          { text: ".", change: "same" },
        ],
      },
      { parts: [{ text: "D.", change: "removed" }] },
    ]);
  });
});

describe("diffWriting", () => {
  const fields = (description: string, story: string): WritingField[] => [
    { label: "Description", part: "description", rich: true, text: description },
    { label: "Story excerpt", part: "story", rich: false, text: story },
  ];

  it("lists only the fields whose words differ", () => {
    const changes = diffWriting(fields("Rich.", "Old."), fields("Rich.", "New."), ["story"]);
    expect(changes.map((change) => change.label)).toEqual(["Story excerpt"]);
  });

  it("names rich text that differs in its formatting alone, and not a story's audio", () => {
    const changes = diffWriting(fields("Rich.", "Old."), fields("Rich.", "Old."), [
      "description",
      "story",
    ]);
    expect(changes).toEqual([{ label: "Description", paragraphs: [] }]);
  });
});
