import type { SiteEvent } from "@schema/api/public-site";
import { describe, expect, it } from "vitest";
import { calendarFileName, eventCalendar, eventsCalendar } from "./event-calendar.server";

const site = { title: "Maya's Kitchen", origin: "https://demo.example.com" };
const supper: SiteEvent = {
  id: "6f7a2c1e-0000-4000-8000-000000000001",
  title: "Supper club; six courses, one table",
  image: null,
  date: "2031-12-05T17:30:00.000Z",
  timeZone: "Europe/Paris",
  startDate: "2031-12-05T18:30:00+01:00",
  endDate: "2031-12-05T22:00:00+01:00",
  location: "Le Comptoir, Paris",
  onlineUrl: "https://live.example.com/room",
  description: {
    type: "document",
    children: [{ type: "paragraph", children: [{ text: "Bring an appetite." }] }],
  },
  href: "https://tickets.example.com/supper",
};

/** The file's lines, with folded lines joined again (RFC 5545 §3.1). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("an event as an iCalendar file", () => {
  it("has its instants in UTC, its text escaped and a UID of the site's host", () => {
    const file = lines(eventCalendar(supper, site));
    expect(file[0]).toBe("BEGIN:VCALENDAR");
    expect(file).toContain("BEGIN:VEVENT");
    expect(file).toContain("UID:6f7a2c1e-0000-4000-8000-000000000001@demo.example.com");
    expect(file).toContain("DTSTART:20311205T173000Z");
    expect(file).toContain("DTEND:20311205T210000Z");
    expect(file).toContain("SUMMARY:Supper club\\; six courses\\, one table");
    expect(file).toContain("LOCATION:Le Comptoir\\, Paris");
    expect(file).toContain(
      "DESCRIPTION:Bring an appetite.\\n\\nJoin online: https://live.example.com/room",
    );
    expect(file).toContain("URL:https://tickets.example.com/supper");
    expect(file).toContain("X-WR-CALNAME:Maya's Kitchen");
    // ORGANIZER needs an address, which a site does not publish: none rather than a broken one.
    expect(file.some((line) => line.startsWith("ORGANIZER"))).toBe(false);
  });

  it("has no end when none was given, and an online-only event is where it is joined", () => {
    const file = lines(
      eventCalendar(
        { ...supper, endDate: null, location: null, description: null, href: null },
        site,
      ),
    );
    expect(file.some((line) => line.startsWith("DTEND"))).toBe(false);
    expect(file.some((line) => line.startsWith("DURATION"))).toBe(false);
    expect(file).toContain("LOCATION:https://live.example.com/room");
    expect(file.some((line) => line.startsWith("DESCRIPTION"))).toBe(false);
    expect(file).toContain(
      "URL:https://demo.example.com/events#event-6f7a2c1e-0000-4000-8000-000000000001",
    );
  });

  it("is named after the event", () => {
    expect(calendarFileName({ title: "Crème Brûlée Night & Q&A!" })).toBe(
      "creme-brulee-night-and-q-and-a.ics",
    );
    expect(calendarFileName({ title: "!!!" })).toBe("event.ics");
  });

  it("puts every event of the site in one feed, each under its own UID", () => {
    const feed = lines(
      eventsCalendar(
        [supper, { ...supper, id: "6f7a2c1e-0000-4000-8000-000000000002", title: "Brunch" }],
        site,
      ),
    );
    expect(feed.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(feed.filter((line) => line.startsWith("UID:"))).toEqual([
      "UID:6f7a2c1e-0000-4000-8000-000000000001@demo.example.com",
      "UID:6f7a2c1e-0000-4000-8000-000000000002@demo.example.com",
    ]);
    expect(feed.filter((line) => line.startsWith("BEGIN:VCALENDAR"))).toHaveLength(1);
  });
});
