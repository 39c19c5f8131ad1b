import { describe, expect, it } from "vitest";
import {
  isServingMultiplier,
  multiplierLabel,
  parseMultiplier,
  SERVING_MULTIPLIERS,
  scaledServings,
  servingWords,
} from "./servings";

describe("serving multipliers", () => {
  it("are the spec's 0.5, 1, 2, 3 and 4", () => {
    expect(SERVING_MULTIPLIERS).toEqual([0.5, 1, 2, 3, 4]);
    expect(SERVING_MULTIPLIERS.map(multiplierLabel)).toEqual(["½×", "1×", "2×", "3×", "4×"]);
  });

  it("parse from text, falling back to 1", () => {
    expect(parseMultiplier("2")).toBe(2);
    expect(parseMultiplier("0.5")).toBe(0.5);
    expect(parseMultiplier("1000")).toBe(1);
    expect(parseMultiplier("abc")).toBe(1);
    expect(parseMultiplier("")).toBe(1);
    expect(parseMultiplier(null)).toBe(1);
    expect(isServingMultiplier(3)).toBe(true);
    expect(isServingMultiplier(5)).toBe(false);
  });
});

describe("servings", () => {
  it("scale the yield", () => {
    expect(scaledServings(4, 2)).toBe(8);
    expect(scaledServings(3, 0.5)).toBe(1.5);
    expect(scaledServings(null, 2)).toBeNull();
    expect(scaledServings(0, 2)).toBeNull();
  });
});

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
