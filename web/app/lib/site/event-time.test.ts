import { describe, expect, it } from "vitest";
import { eventWhen, eventWhenText, readerWhen, upcomingAndPast, zoneLabel } from "./event-time";

describe("an event's start in its own zone", () => {
  it("reads the instant in the event's zone, with the zone named", () => {
    expect(eventWhen("2031-12-05T17:30:00.000Z", "Europe/Paris")).toEqual({
      day: "Friday, December 5, 2031",
      time: "6:30 PM",
      zone: "Paris time (GMT+1)",
      until: null,
    });
    expect(eventWhen("2031-12-05T17:30:00.000Z", "America/New_York")).toEqual({
      day: "Friday, December 5, 2031",
      time: "12:30 PM",
      zone: "New York time (EST)",
      until: null,
    });
    // Past midnight in Tokyo: the day moves too.
    expect(eventWhen("2031-12-05T17:30:00.000Z", "Asia/Tokyo").day).toBe(
      "Saturday, December 6, 2031",
    );
  });

  it("UTC is just UTC; an unknown zone reads as UTC rather than failing", () => {
    expect(zoneLabel(new Date("2031-01-01T00:00:00Z"), "UTC")).toBe("UTC");
    expect(eventWhen("2031-01-01T09:00:00.000Z", "Nowhere/Special")).toEqual({
      day: "Wednesday, January 1, 2031",
      time: "9:00 AM",
      zone: "UTC",
      until: null,
    });
    expect(eventWhen("not a date", "UTC")).toEqual({ day: "", time: "", zone: "", until: null });
  });

  it("reads an end on the same day as a time, and on another day with its day", () => {
    expect(
      eventWhen("2031-12-05T17:30:00.000Z", "Europe/Paris", "2031-12-05T21:00:00.000Z").until,
    ).toBe("10:00 PM");
    // 23:30 in Paris is past midnight: the next day.
    expect(
      eventWhen("2031-12-05T17:30:00.000Z", "Europe/Paris", "2031-12-05T23:30:00.000Z").until,
    ).toBe("Saturday, December 6, 2031, 12:30 AM");
    expect(
      eventWhenText("2031-12-05T17:30:00.000Z", "Europe/Paris", "2031-12-05T21:00:00.000Z"),
    ).toBe("Friday, December 5, 2031 at 6:30 PM – 10:00 PM, Paris time (GMT+1)");
  });

  it("writes it on one line for the kitchen's lists", () => {
    expect(eventWhenText("2031-12-05T17:30:00.000Z", "Europe/Paris")).toBe(
      "Friday, December 5, 2031 at 6:30 PM, Paris time (GMT+1)",
    );
  });
});

describe("the events page's lists", () => {
  it("puts the next event first and the latest past one first", () => {
    const now = Date.parse("2026-06-15T12:00:00Z");
    const { upcoming, past } = upcomingAndPast(
      [
        { id: "far", date: "2027-01-01T00:00:00Z" },
        { id: "old", date: "2025-06-01T00:00:00Z" },
        { id: "next", date: "2026-06-20T00:00:00Z" },
        { id: "recent", date: "2026-06-01T00:00:00Z" },
        { id: "now", date: "2026-06-15T12:00:00Z" },
      ],
      now,
    );
    expect(upcoming.map((event) => event.id)).toEqual(["now", "next", "far"]);
    expect(past.map((event) => event.id)).toEqual(["recent", "old"]);
  });
});

describe("an event under way", () => {
  it("stays upcoming until it ends", () => {
    const now = Date.parse("2026-06-15T12:00:00Z");
    const { upcoming, past } = upcomingAndPast(
      [
        { id: "under-way", date: "2026-06-15T10:00:00Z", endDate: "2026-06-15T14:00:00+00:00" },
        { id: "ended", date: "2026-06-15T09:00:00Z", endDate: "2026-06-15T11:00:00+00:00" },
        { id: "started", date: "2026-06-15T11:00:00Z", endDate: null },
      ],
      now,
    );
    expect(upcoming.map((event) => event.id)).toEqual(["under-way"]);
    expect(past.map((event) => event.id)).toEqual(["started", "ended"]);
  });
});

describe("the reader's own clock", () => {
  const supper = "2026-12-19T18:00:00Z"; // 7:00 PM in Copenhagen

  it("says the start in the reader's zone when it reads differently", () => {
    expect(readerWhen(supper, "Europe/Copenhagen", "America/Los_Angeles")).toBe(
      "Sat, Dec 19, 10:00 AM your time",
    );
    // Across midnight the day changes too.
    expect(readerWhen(supper, "Europe/Copenhagen", "Asia/Tokyo")).toBe(
      "Sun, Dec 20, 3:00 AM your time",
    );
  });

  it("says nothing when the reader's clock reads the same", () => {
    expect(readerWhen(supper, "Europe/Copenhagen", "Europe/Copenhagen")).toBeNull();
    expect(readerWhen(supper, "Europe/Copenhagen", "Europe/Berlin")).toBeNull();
    expect(readerWhen("not a date", "Europe/Copenhagen", "Asia/Tokyo")).toBeNull();
  });
});
