import { describe, expect, it } from "vitest";
import { formatTimer } from "./timer-display";

describe("formatTimer", () => {
  it.each([
    [0, "00:00"],
    [5, "00:05"],
    [245, "04:05"],
    [600, "10:00"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [3723, "1:02:03"],
    [36000, "10:00:00"],
    [-3, "00:00"],
  ])("writes %d seconds as %j", (seconds, expected) => {
    expect(formatTimer(seconds)).toBe(expected);
  });
});
