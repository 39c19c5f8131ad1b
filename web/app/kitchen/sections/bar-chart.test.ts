import { describe, expect, it } from "vitest";
import { barFraction, chartScale, chartSummary } from "./bar-chart";

describe("chartScale", () => {
  it("rounds the axis up to a 1-2-5 step", () => {
    expect(chartScale([3, 17, 9])).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(chartScale([120])).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
    expect(chartScale([1000])).toEqual({ max: 1000, ticks: [0, 500, 1000] });
  });

  it("keeps whole-number steps for small counts", () => {
    expect(chartScale([1, 0, 2])).toEqual({ max: 2, ticks: [0, 1, 2] });
    expect(chartScale([3])).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
  });

  it("gives an empty chart an axis and ignores bad values", () => {
    expect(chartScale([])).toEqual({ max: 1, ticks: [0, 1] });
    expect(chartScale([0, 0])).toEqual({ max: 1, ticks: [0, 1] });
    expect(chartScale([Number.NaN, 4])).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
  });
});

describe("barFraction", () => {
  it("is the value's share of the axis, with a visible minimum for small non-zero values", () => {
    const scale = { max: 200, ticks: [0, 100, 200] };
    expect(barFraction(100, scale)).toBe(0.5);
    expect(barFraction(0, scale)).toBe(0);
    expect(barFraction(1, scale)).toBe(0.02);
    expect(barFraction(500, scale)).toBe(1);
  });
});

describe("chartSummary", () => {
  it("says the total and the busiest week", () => {
    const noun = { one: "new subscriber", many: "new subscribers" };
    expect(
      chartSummary(
        [
          { label: "Nov 4", value: 2 },
          { label: "Nov 11", value: 5 },
        ],
        noun,
      ),
    ).toBe("7 new subscribers in the last 2 weeks; the most, 5, in the week of Nov 11.");
    expect(chartSummary([{ label: "Nov 4", value: 0 }], noun)).toBe(
      "No new subscribers in the last week.",
    );
  });
});
