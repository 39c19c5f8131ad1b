import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

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
