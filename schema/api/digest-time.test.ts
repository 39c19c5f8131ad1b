import { describe, expect, it } from "vitest";
import { nextDigestTime } from "./digest-time";

const at = (iso: string) => new Date(iso);

describe("nextDigestTime", () => {
  it("is this morning's 8:00 when it is still to come, else tomorrow's, in the zone", () => {
    // 6:30 in Tokyo (UTC+9): 8:00 Tokyo the same day.
    expect(nextDigestTime(at("2026-12-01T21:30:00Z"), "Asia/Tokyo").toISOString()).toBe(
      "2026-12-01T23:00:00.000Z",
    );
    // 8:00 sharp has gone: the next is a day later.
    expect(nextDigestTime(at("2026-12-01T23:00:00Z"), "Asia/Tokyo").toISOString()).toBe(
      "2026-12-02T23:00:00.000Z",
    );
    // 22:00 in New York (UTC-5) on the 31st: 8:00 there on the 1st of the next month and year.
    expect(nextDigestTime(at("2027-01-01T03:00:00Z"), "America/New_York").toISOString()).toBe(
      "2027-01-01T13:00:00.000Z",
    );
  });

  it("follows daylight saving: the morning after the clocks change is still 8:00 there", () => {
    // Paris goes from UTC+1 to UTC+2 in the night of 28 March 2027.
    expect(nextDigestTime(at("2027-03-27T12:00:00Z"), "Europe/Paris").toISOString()).toBe(
      "2027-03-28T06:00:00.000Z",
    );
    expect(nextDigestTime(at("2027-03-26T12:00:00Z"), "Europe/Paris").toISOString()).toBe(
      "2027-03-27T07:00:00.000Z",
    );
  });
});
