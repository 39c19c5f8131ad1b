import { describe, expect, it } from "vitest";
import { formatPriceCents, recipeCountText, totalMinutes } from "./format";

describe("format", () => {
  it("shows prices in USD from cents", () => {
    expect(formatPriceCents(10999)).toBe("$109.99");
    expect(formatPriceCents(750)).toBe("$7.50");
  });

  it("counts recipes with the right plural", () => {
    expect(recipeCountText(0)).toBe("0 recipes");
    expect(recipeCountText(1)).toBe("1 recipe");
    expect(recipeCountText(12)).toBe("12 recipes");
  });

  it("adds prep, cook and custom time, ignoring missing values", () => {
    expect(
      totalMinutes({ prepTimeMinutes: 15, cookTimeMinutes: 30, customTimeMinutes: null }),
    ).toBe(45);
    expect(
      totalMinutes({ prepTimeMinutes: null, cookTimeMinutes: null, customTimeMinutes: null }),
    ).toBe(0);
  });
});
