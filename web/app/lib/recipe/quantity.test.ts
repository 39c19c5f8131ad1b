import { describe, expect, it } from "vitest";
import {
  formatMetric,
  formatQuantity,
  formatRange,
  roundMetric,
  roundQuantity,
  scaleQuantity,
} from "./quantity";

describe("formatQuantity", () => {
  it.each([
    [1, "1"],
    [3, "3"],
    [0.5, "½"],
    [1.5, "1½"],
    [2.25, "2¼"],
    [0.75, "¾"],
    [0.333, "⅓"],
    [0.3333333, "⅓"],
    [0.66, "⅔"],
    [2 / 3, "⅔"],
    [1.125, "1⅛"],
    [0.375, "⅜"],
    [0.625, "⅝"],
    [0.875, "⅞"],
  ])("writes %d as %j", (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it.each([
    [0.4, "⅜"], // ⅜ is 0.025 away, ⅓ 0.067
    [0.6, "⅝"],
    [0.7, "⅔"],
    [0.3, "⅓"],
    [1 / 6, "⅛"], // ⅓ cup halved: there is no sixth, the nearest eighth wins
    [2.02, "2"],
    [1.97, "2"], // rounds up into the next whole number rather than "1⅞"
    [0.95, "1"],
  ])("snaps %d to the nearest fraction %j", (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it("shows the smallest fraction for positive amounts that round to nothing", () => {
    expect(formatQuantity(0.02)).toBe("⅛");
    expect(formatQuantity(0.0001)).toBe("⅛");
  });

  it("shows 0 only for zero, negative or non-numbers", () => {
    expect(formatQuantity(0)).toBe("0");
    expect(formatQuantity(-1)).toBe("0");
    expect(formatQuantity(Number.NaN)).toBe("0");
    expect(formatQuantity(Number.POSITIVE_INFINITY)).toBe("0");
  });

  // "spec §9" in its name: docs/spec/visitor-experience.md §9.
  it("rounds quantities above 25 to whole numbers (spec §9)", () => {
    expect(formatQuantity(25)).toBe("25");
    expect(formatQuantity(25.4)).toBe("25");
    expect(formatQuantity(26.4)).toBe("26");
    expect(formatQuantity(26.5)).toBe("27");
    expect(formatQuantity(120.2)).toBe("120");
    // At or below 25 fractions still apply.
    expect(formatQuantity(24.5)).toBe("24½");
    expect(formatQuantity(24.97)).toBe("25");
  });
});

describe("roundQuantity", () => {
  it("is the number the fraction display stands for", () => {
    expect(roundQuantity(0.333)).toBeCloseTo(1 / 3);
    expect(roundQuantity(1.02)).toBe(1);
    expect(roundQuantity(1.1)).toBe(1.125);
    expect(roundQuantity(0.01)).toBe(0.125);
    expect(roundQuantity(26.4)).toBe(26);
    expect(roundQuantity(0)).toBe(0);
  });
});

describe("formatMetric", () => {
  it.each([
    [125, "125"],
    [124.918, "125"],
    [30.4, "30"],
    [10, "10"],
    [9.96, "10"],
    [2.5, "2.5"],
    [2.04, "2"],
    [5, "5"],
    [0.25, "0.3"],
  ])("writes %d as %j (whole from 10, one decimal below)", (value, expected) => {
    expect(formatMetric(value)).toBe(expected);
  });

  it("keeps up to the given decimals, trimmed, for kg and l", () => {
    expect(formatMetric(1.2, 2)).toBe("1.2");
    expect(formatMetric(1.25, 2)).toBe("1.25");
    expect(formatMetric(1.5, 2)).toBe("1.5");
    expect(formatMetric(3.78541, 2)).toBe("3.79");
    expect(formatMetric(1.999, 2)).toBe("2");
  });

  it("never shows a positive amount as 0", () => {
    expect(formatMetric(0.01)).toBe("0.1");
    expect(formatMetric(0.001, 2)).toBe("0.01");
    expect(formatMetric(0)).toBe("0");
    expect(roundMetric(0.01)).toBe(0.1);
  });
});

describe("formatRange", () => {
  it("joins two ends with an en dash", () => {
    expect(formatRange(1, 2)).toBe("1–2");
    expect(formatRange(0.5, 1)).toBe("½–1");
    expect(formatRange(200, 250, formatMetric)).toBe("200–250");
  });

  it("shows one value when an end is missing or both read the same", () => {
    expect(formatRange(1, null)).toBe("1");
    expect(formatRange(null, 2)).toBe("2");
    expect(formatRange(2, 2)).toBe("2");
    expect(formatRange(1.01, 1.02)).toBe("1");
    expect(formatRange(null, null)).toBe("");
  });
});

describe("scaleQuantity", () => {
  it("multiplies without binary noise", () => {
    expect(scaleQuantity(0.1, 3)).toBe(0.3);
    expect(scaleQuantity(1.5, 2)).toBe(3);
    expect(scaleQuantity(1 / 3, 0.5)).toBeCloseTo(1 / 6);
    expect(scaleQuantity(250, 4)).toBe(1000);
  });
});
