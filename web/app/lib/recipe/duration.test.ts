import { describe, expect, it } from "vitest";
import { formatDuration, formatTimer, isoDuration, relativeTime } from "./duration";

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

describe("relativeTime", () => {
  const now = new Date("2025-06-15T12:00:00Z");
  const before = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, "just now"],
    [59 * SECOND, "just now"],
    [MINUTE, "1 minute ago"],
    [5 * MINUTE, "5 minutes ago"],
    [59 * MINUTE + 59 * SECOND, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [23 * HOUR, "23 hours ago"],
    [DAY, "1 day ago"],
    [3 * DAY, "3 days ago"],
    [29 * DAY, "29 days ago"],
    [30 * DAY, "1 month ago"],
    [65 * DAY, "2 months ago"],
    [362 * DAY, "11 months ago"],
    [365 * DAY, "1 year ago"],
    [800 * DAY, "2 years ago"],
  ])("writes %d ms ago as %j", (ms, expected) => {
    expect(relativeTime(before(ms), now)).toBe(expected);
  });

  it("accepts ISO strings, and reads future or invalid dates as just now", () => {
    expect(relativeTime("2025-06-15T11:00:00Z", now)).toBe("1 hour ago");
    expect(relativeTime("2025-06-15T12:05:00Z", now)).toBe("just now");
    expect(relativeTime("not a date", now)).toBe("just now");
  });
});
