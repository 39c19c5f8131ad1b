import { describe, expect, it } from "vitest";
import { readText } from "./plain-text";

const RECIPE = [
  "Lemon Bars",
  "Ingredients",
  "1 cup flour",
  "2 eggs",
  "Instructions",
  "Press the crust into the tin.",
  "Bake until set.",
].join("\n");

describe("readText", () => {
  it("reads a note written on the heading's own line as a note, not a last step", () => {
    const source = readText(`${RECIPE}\nNotes: Keeps 3 days in the fridge.\nFreezes well.`);
    expect(source.instructionGroups.flatMap((group) => group.steps)).toHaveLength(2);
    expect(source.notes).toEqual(["Keeps 3 days in the fridge.", "Freezes well."]);
  });

  it("still reads a Notes heading on its own line", () => {
    expect(readText(`${RECIPE}\nNotes\nKeeps 3 days.`).notes).toEqual(["Keeps 3 days."]);
  });
});
