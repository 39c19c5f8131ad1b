import { describe, expect, it } from "vitest";
import {
  isServingMultiplier,
  multiplierLabel,
  parseMultiplier,
  SERVING_MULTIPLIERS,
  scaledServings,
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
