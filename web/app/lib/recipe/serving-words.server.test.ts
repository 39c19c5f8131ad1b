import { describe, expect, it } from "vitest";
import { countedNoun, yieldText, yieldTexts } from "./serving-words.server";

describe("countedNoun", () => {
  it("makes the creator's noun agree with the count, both ways", () => {
    expect(countedNoun("slices", 1)).toBe("slice");
    expect(countedNoun("slices", 0.5)).toBe("slice");
    expect(countedNoun("slices", 1.5)).toBe("slices");
    expect(countedNoun("loaf", 2)).toBe("loaves");
    expect(countedNoun("glasses", 1)).toBe("glass");
    expect(countedNoun("Servings", 1)).toBe("Serving");
  });

  it("keeps the -ie dishes pluralize would make -y, and the ones that never change", () => {
    expect(countedNoun("cookies", 1)).toBe("cookie");
    expect(countedNoun("brownies", 1)).toBe("brownie");
    expect(countedNoun("patties", 1)).toBe("patty");
    expect(countedNoun("biscotti", 1)).toBe("biscotti");
    expect(countedNoun("sushi", 3)).toBe("sushi");
  });

  it("changes only the head word, before a bracket, a comma or an 'of'", () => {
    expect(countedNoun("3-inch cookies", 1)).toBe("3-inch cookie");
    expect(countedNoun("loaf (about 20 thin slices)", 2)).toBe("loaves (about 20 thin slices)");
    expect(countedNoun("jars of jam", 1)).toBe("jar of jam");
    expect(countedNoun("bowls, with rice", 1)).toBe("bowl, with rice");
    expect(countedNoun("dozen cookies", 1)).toBe("dozen cookies");
    expect(countedNoun("9x13 pan", 2)).toBe("9x13 pans");
  });
});

describe("yieldText", () => {
  it("scales the yield, says 'one' for a single one, and keeps the creator's wording", () => {
    expect(yieldText(8, "cookies", 2)).toBe("Makes: 16 cookies");
    expect(yieldText(4, null, 1)).toBe("Makes: 4 servings");
    expect(yieldText(2, null, 0.5)).toBe("Makes: one serving");
    expect(yieldText(3, null, 0.5)).toBe("Makes: 1½ servings");
    expect(yieldText(1, null, 0.5)).toBe("Makes: ½ serving");
    expect(yieldText(null, "cookies", 2)).toBeNull();
  });

  it("makes the creator's noun agree when scaling crosses one", () => {
    expect(yieldText(2, "slices", 0.5)).toBe("Makes: one slice");
    expect(yieldText(1, "loaf", 2)).toBe("Makes: 2 loaves");
    expect(yieldText(1, "loaf", 0.5)).toBe("Makes: ½ loaf");
  });

  it("counts servings when the wording says what one serving holds", () => {
    expect(yieldText(4, "3 rolls each", 1)).toBe("Makes: 4 servings (3 rolls each)");
    expect(yieldText(2, "3 rolls each", 0.5)).toBe("Makes: one serving (3 rolls each)");
    expect(yieldText(6, "about 2 cups", 2)).toBe("Makes: 12 servings (about 2 cups)");
    expect(yieldText(24, "3-inch cookies", 1)).toBe("Makes: 24 3-inch cookies");
  });
});

describe("yieldTexts", () => {
  it("words the yield at every multiplier the page offers, or none without a yield", () => {
    expect(yieldTexts(1, "loaf")).toEqual({
      0.5: "Makes: ½ loaf",
      1: "Makes: one loaf",
      2: "Makes: 2 loaves",
      3: "Makes: 3 loaves",
      4: "Makes: 4 loaves",
    });
    expect(yieldTexts(null, "loaf")).toBeNull();
  });
});
