import { describe, expect, it } from "vitest";
import { readYield } from "./build-draft";

describe("readYield", () => {
  it("keeps the noun the yield counts, not the count a second time", () => {
    expect(readYield(["24 cookies"])).toEqual({ yieldServings: 24, servingDescription: "cookies" });
    expect(readYield(["Makes about 24 cookies"])).toEqual({
      yieldServings: 24,
      servingDescription: "cookies",
    });
    expect(readYield(["1 loaf (about 20 slices)"])).toEqual({
      yieldServings: 1,
      servingDescription: "loaf (about 20 slices)",
    });
    expect(readYield(["12-16 muffins"])).toEqual({
      yieldServings: 12,
      servingDescription: "muffins",
    });
  });

  it("keeps a description whose number is not the yield's, and takes plain servings as none", () => {
    expect(readYield(["4", "2 cups each"])).toEqual({
      yieldServings: 4,
      servingDescription: "2 cups each",
    });
    expect(readYield(["Serves 4"])).toEqual({ yieldServings: 4, servingDescription: null });
    expect(readYield(["cookies"])).toEqual({ yieldServings: null, servingDescription: "cookies" });
  });
});
