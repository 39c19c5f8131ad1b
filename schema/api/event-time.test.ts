import { describe, expect, it } from "vitest";
import {
  canonicalTimeZone,
  isEventOver,
  isLocalDateTime,
  isoWithOffset,
  isTimeZone,
  localDateTimeIn,
  offsetMinutes,
  zonedToInstant,
} from "./event-time";

describe("event times in a time zone", () => {
  it("reads a wall-clock time in its zone, winter and summer", () => {
    expect(zonedToInstant("2026-12-05T18:30", "Europe/Paris").toISOString()).toBe(
      "2026-12-05T17:30:00.000Z",
    );
    expect(zonedToInstant("2026-07-05T18:30", "Europe/Paris").toISOString()).toBe(
      "2026-07-05T16:30:00.000Z",
    );
    expect(zonedToInstant("2026-03-01T09:00", "America/New_York").toISOString()).toBe(
      "2026-03-01T14:00:00.000Z",
    );
    expect(zonedToInstant("2026-03-01T09:00", "Asia/Kolkata").toISOString()).toBe(
      "2026-03-01T03:30:00.000Z",
    );
  });

  it("a time the spring jump skips lands after the jump; the autumn one is the first", () => {
    // 2026-03-29 02:30 does not exist in Paris (02:00 → 03:00).
    expect(
      localDateTimeIn(zonedToInstant("2026-03-29T02:30", "Europe/Paris"), "Europe/Paris"),
    ).toBe("2026-03-29T03:30");
    const autumn = zonedToInstant("2026-10-25T02:30", "Europe/Paris");
    expect(localDateTimeIn(autumn, "Europe/Paris")).toBe("2026-10-25T02:30");
  });

  it("gives the offset and the ISO form with it", () => {
    const instant = new Date("2026-12-05T17:30:00Z");
    expect(offsetMinutes(instant, "Europe/Paris")).toBe(60);
    expect(offsetMinutes(instant, "America/New_York")).toBe(-300);
    expect(isoWithOffset(instant, "Europe/Paris")).toBe("2026-12-05T18:30:00+01:00");
    expect(isoWithOffset(instant, "America/New_York")).toBe("2026-12-05T12:30:00-05:00");
    expect(isoWithOffset(instant, "Asia/Kolkata")).toBe("2026-12-05T23:00:00+05:30");
    expect(isoWithOffset(instant, "UTC")).toBe("2026-12-05T17:30:00+00:00");
    expect(isoWithOffset(new Date("2026-12-05T17:30:00Z"), "America/St_Johns")).toBe(
      "2026-12-05T14:00:00-03:30",
    );
  });

  it("knows zones and refuses made-up ones", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
  });

  it("accepts only real dates and times", () => {
    expect(isLocalDateTime("2026-12-05T18:30")).toBe(true);
    expect(isLocalDateTime("2028-02-29T00:00")).toBe(true);
    expect(isLocalDateTime("2026-02-29T10:00")).toBe(false);
    expect(isLocalDateTime("2026-13-01T10:00")).toBe(false);
    expect(isLocalDateTime("2026-12-05T24:00")).toBe(false);
    expect(isLocalDateTime("2026-12-05 18:30")).toBe(false);
    expect(isLocalDateTime("next tuesday")).toBe(false);
  });

  it("an event is over once it ends, or without an end once it starts", () => {
    const start = "2026-12-05T17:30:00.000Z";
    const end = "2026-12-05T21:00:00.000Z";
    // Under way: not over while there is an end still ahead.
    expect(isEventOver(start, end, Date.parse("2026-12-05T19:00:00Z"))).toBe(false);
    expect(isEventOver(start, end, Date.parse("2026-12-05T21:00:01Z"))).toBe(true);
    expect(isEventOver(start, null, Date.parse("2026-12-05T17:30:01Z"))).toBe(true);
    expect(isEventOver(new Date(start), undefined, new Date("2026-12-05T17:00:00Z"))).toBe(false);
  });
});
