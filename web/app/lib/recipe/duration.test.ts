import { describe, expect, it } from "vitest";
import { formatDuration, isoDuration } from "./duration";

describe("formatDuration", () => {
  it.each([
    [45, "45 min"],
    [60, "1 hr"],
    [80, "1 hr 20 min"],
    [120, "2 hr"],
    [1440, "1 day"],
    [2 * 1440 + 180, "2 days 3 hr"],
    [1440 + 61, "1 day 1 hr 1 min"],
    [1440 + 5, "1 day 5 min"],
    [0, "0 min"],
    [-5, "0 min"],
    [44.6, "45 min"],
  ])("writes %d minutes as %j", (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe("isoDuration", () => {
  it.each([
    [45, "PT45M"],
    [60, "PT1H"],
    [80, "PT1H20M"],
    [0, "PT0M"],
    [3000, "PT50H"],
  ])("writes %d minutes as %j", (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });
});
