import { describe, expect, it } from "vitest";
import { readTimes, readYield } from "./build-draft";

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

describe("readTimes", () => {
  const times = (
    prepMinutes: number | null,
    cookMinutes: number | null,
    totalMinutes: number | null,
  ) => readTimes({ prepMinutes, cookMinutes, totalMinutes });

  it("keeps what a total adds to prep and cook as a time of its own, which the page adds back", () => {
    expect(times(15, 75, 105)).toEqual({
      prepTimeMinutes: 15,
      cookTimeMinutes: 75,
      customTimeLabel: null,
      customTimeMinutes: 15,
    });
  });

  it("drops a total that prep and cook already make, or that is less than they are", () => {
    expect(times(15, 75, 90).customTimeMinutes).toBeNull();
    expect(times(15, 75, 60).customTimeMinutes).toBeNull();
  });

  it("keeps a total alone as the recipe's one time", () => {
    expect(times(null, null, 45)).toMatchObject({
      customTimeLabel: "Total",
      customTimeMinutes: 45,
    });
  });
});
