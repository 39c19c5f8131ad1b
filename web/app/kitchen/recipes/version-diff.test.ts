import { describe, expect, it } from "vitest";
import { anyChange, diffGroups } from "./version-diff";
import type { TextGroup } from "./version-text";

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
