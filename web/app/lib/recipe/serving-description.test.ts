import { describe, expect, it } from "vitest";
import { servingWords } from "./serving-description";

describe("servingWords", () => {
  it("reads a noun for what the yield counts, or what one serving holds", () => {
    expect(servingWords(" slices ")).toEqual({ noun: "slices", each: null });
    expect(servingWords("loaf (about 20 thin slices)")).toEqual({
      noun: "loaf (about 20 thin slices)",
      each: null,
    });
    expect(servingWords("2 tacos each")).toEqual({ noun: null, each: "2 tacos each" });
    expect(servingWords("About 1 1/2 cups, with rice")).toEqual({
      noun: null,
      each: "About 1 1/2 cups, with rice",
    });
    expect(servingWords("  ")).toEqual({ noun: null, each: null });
    expect(servingWords(null)).toEqual({ noun: null, each: null });
  });
});
