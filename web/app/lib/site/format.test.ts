import { describe, expect, it } from "vitest";
import {
  formatDuration,
  formatPriceCents,
  isoDuration,
  recipeCountText,
  totalMinutes,
} from "./format";

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

  it("writes durations in days, hr and min", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(75)).toBe("1 hr 15 min");
    expect(formatDuration(120)).toBe("2 hr");
    expect(formatDuration(1440 + 180)).toBe("1 day 3 hr");
    expect(formatDuration(2 * 1440)).toBe("2 days");
  });

  it("writes ISO durations for machines", () => {
    expect(isoDuration(75)).toBe("PT1H15M");
    expect(isoDuration(120)).toBe("PT2H");
    expect(isoDuration(5)).toBe("PT5M");
  });
});
